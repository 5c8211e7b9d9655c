// Inbox (/postvak): messages with their read status (opening one marks it read and updates the
// menu badge), the member's documents and the employer's scheme documents, and the way to report
// a divorce or separation.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../shared/page-props';
import { useAgreementDocuments, useDocuments, useMessages } from '../shared/data/use-data';
import { CardGrid, LinkCard } from '../shared/link-card';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { DocumentsTable } from './documents-table';
import { MessageItem } from './message-item';

function Messages() {
  const messages = useMessages();
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(params.get('bericht') ? [params.get('bericht') as string] : []),
  );
  const { retry } = messages;
  const refresh = useCallback(() => retry(), [retry]);
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Section titleId="page.inbox.messages.title" data-testid="inbox-messages">
      <Loaded queries={[messages]} lines={4}>
        {(list) => (
          <>
            <Typography sx={{ mb: 2 }} data-testid="inbox-unread" aria-live="polite">
              <FormattedMessage
                id="page.home.messages.count"
                values={{ count: list.filter((message) => message.unread).length }}
              />
            </Typography>
            {list.length === 0 ? (
              <Typography>
                <FormattedMessage id="page.inbox.messages.none" />
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 900 }}>
                {list.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    open={opened.has(message.id)}
                    onToggle={() => toggle(message.id)}
                    onRead={refresh}
                  />
                ))}
              </Box>
            )}
          </>
        )}
      </Loaded>
    </Section>
  );
}

function Documents() {
  const documents = useDocuments();
  const agreementDocuments = useAgreementDocuments();
  return (
    <>
      <Section titleId="page.inbox.documents.mine" data-testid="inbox-documents">
        <Loaded queries={[documents]} lines={3}>
          {(list) => (
            <DocumentsTable
              captionId="page.inbox.documents.mine"
              documents={list}
              testId="policy-documents"
            />
          )}
        </Loaded>
      </Section>
      <Section titleId="page.inbox.documents.employer" data-testid="inbox-agreement-documents">
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          <FormattedMessage id="page.inbox.documents.employerText" />
        </Typography>
        <Loaded queries={[agreementDocuments]} lines={3}>
          {(list) => (
            <DocumentsTable
              captionId="page.inbox.documents.employer"
              documents={list}
              testId="agreement-documents"
            />
          )}
        </Loaded>
      </Section>
    </>
  );
}

export function InboxPage({ titleId }: PageProps) {
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.inbox.intro" />} />
      <Messages />
      <Documents />
      <Section titleId="page.inbox.separation.title">
        <CardGrid>
          <li>
            <LinkCard
              titleId="route.inbox.divorced"
              textId="page.inbox.separation.divorced"
              to="/postvak/gescheiden"
              level={3}
            />
          </li>
          <li>
            <LinkCard
              titleId="route.inbox.separated"
              textId="page.inbox.separation.separated"
              to="/postvak/uit-elkaar"
              level={3}
            />
          </li>
        </CardGrid>
      </Section>
    </>
  );
}
