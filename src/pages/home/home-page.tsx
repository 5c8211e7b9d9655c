// Home (/): the pension in brief, unread messages, and cards for what the member may arrange.
// In the first load (size budget): plain MUI, no charts.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import { usePermissions } from '../../permissions/use-permissions';
import type { PageProps } from '../shared/page-props';
import { ArrangeCardList } from '../arrange/arrange-card-list';
import { AgeText } from '../shared/age-text';
import { useMessages } from '../shared/data/messages';
import { useQuery } from '../../api/use-query';
import { totalOf, useProjections } from '../shared/data/projections';
import { yearMonth } from '../shared/data/read';
import { useParsedQuery } from '../shared/data/use-parsed-query';
import { DataList } from '../shared/data-list';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

const MAX_MESSAGES = 3;

const same = <T,>(value: T) => value;

/**
 * The name as the typed PersonDetails answer gives it (no person parser in the home chunk). Until
 * it is known the line is kept free (a hidden space), so the sections below do not move down when
 * the name arrives.
 */
function Welcome() {
  const { data } = useQuery('PersonDetails');
  const person = data?.personDetailsInfo.basicPersonInfo;
  const name =
    person && [person.initials, person.namePrefix, person.lastName].filter(Boolean).join(' ');
  return name ? (
    <FormattedMessage id="home.welcome" values={{ name }} />
  ) : (
    <span aria-hidden="true" data-testid="home-welcome-reserved">
      {'\u00a0'}
    </span>
  );
}

function PensionSummary() {
  const { formatCurrency } = useFormatters();
  const projections = useProjections();
  const age = useParsedQuery('PersonalPensionAge', same);
  const { flags } = usePermissions(['hasPensionPolicy']);
  return (
    <Section titleId="page.home.summary.title" data-testid="home-summary">
      <Loaded queries={[projections, age]} reserve={{ xs: 380, md: 265 }}>
        {(projected, pensionAge) => {
          const retirement = totalOf(projected, 'OP');
          const partner = totalOf(projected, 'PP');
          return (
            <>
              <Box
                sx={{ bgcolor: '#e8f1f8', borderRadius: 2, p: 3, mb: 2, maxWidth: 760 }}
                data-testid="home-expected"
              >
                <Typography>
                  <FormattedMessage
                    id="page.home.summary.expectedFrom"
                    values={{ date: formatDate(projected.personalPensionDate) }}
                  />
                </Typography>
                <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
                  <FormattedMessage
                    id="page.common.grossPerYear"
                    values={{ amount: formatCurrency(retirement?.expected ?? 0) }}
                  />
                </Typography>
              </Box>
              <DataList
                rows={[
                  {
                    labelId: 'page.home.summary.pensionAge',
                    value: <AgeText age={yearMonth(pensionAge.personalPensionAge)} />,
                  },
                  {
                    labelId: 'page.home.summary.partnerPension',
                    value: partner && (
                      <FormattedMessage
                        id="page.common.perYear"
                        values={{ amount: formatCurrency(partner.expected) }}
                      />
                    ),
                  },
                ]}
              />
              <Typography sx={{ mt: 2 }}>
                <RouterLink
                  to={flags.hasPensionPolicy ? '/mijn-pensioen/hoogte-pensioen' : '/mijn-pensioen'}
                >
                  <FormattedMessage id="page.home.summary.more" />
                </RouterLink>
              </Typography>
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

function UnreadMessages() {
  const messages = useMessages();
  return (
    <Section titleId="page.home.messages.title" data-testid="home-messages">
      <Loaded queries={[messages]} lines={2}>
        {(list) => {
          const unread = list.filter((message) => message.unread);
          return (
            <>
              <Typography sx={{ mb: 1 }} data-testid="home-unread-count">
                <FormattedMessage id="page.home.messages.count" values={{ count: unread.length }} />
              </Typography>
              {unread.length > 0 && (
                <Box component="ul" sx={{ pl: 3, mt: 0 }}>
                  {unread.slice(0, MAX_MESSAGES).map((message) => (
                    <li key={message.id}>
                      <RouterLink to={`/postvak?bericht=${encodeURIComponent(message.id)}`}>
                        {message.subject}
                      </RouterLink>{' '}
                      <Typography component="span" color="text.secondary">
                        ({formatDate(message.date)})
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
              <RouterLink to="/postvak">
                <FormattedMessage id="page.home.messages.toInbox" />
              </RouterLink>
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

export function HomePage({ titleId }: PageProps) {
  return (
    <>
      <PageHeading titleId={titleId} intro={<Welcome />} />
      <PensionSummary />
      <UnreadMessages />
      <Section titleId="page.home.arrange.title">
        <ArrangeCardList level={3} />
      </Section>
    </>
  );
}
