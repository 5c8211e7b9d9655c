// One inbox message: a disclosure button with subject, date and status; opened, it fetches the
// message (which marks it read), then asks for the list again so status and badge follow.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/button/button';
import { useModals } from '../../ui/modals/modal-store';
import type { InboxMessage } from '../shared/data/messages';
import { useMessage } from '../shared/data/use-data';
import { Loaded } from '../shared/query-state';
import { DocumentModal } from './document-modal';

function MessageBody({ id, onRead }: { id: string; onRead: () => void }) {
  const message = useMessage(id);
  const modals = useModals();
  const read = useRef(false);
  useEffect(() => {
    if (message.data && !read.current) {
      read.current = true;
      onRead();
    }
  }, [message.data, onRead]);
  return (
    <Loaded queries={[message]} lines={4}>
      {(full) => (
        <>
          {full?.sender && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              <FormattedMessage id="page.inbox.message.from" values={{ sender: full.sender }} />
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '70ch' }} data-testid="message-body">
            {full?.body}
          </Typography>
          {full && full.attachments.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography component="h4" sx={{ fontWeight: 600, mb: 1 }}>
                <FormattedMessage id="page.inbox.message.attachments" />
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {full.attachments.map((attachment) => (
                  <li key={attachment.documentId}>
                    <Button
                      variant="tertiary"
                      compact
                      onClick={() =>
                        modals.open(DocumentModal, {
                          documentId: attachment.documentId,
                          title: attachment.title,
                        })
                      }
                    >
                      <FormattedMessage
                        id="page.inbox.document.open"
                        values={{ title: attachment.title }}
                      />
                    </Button>
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </Loaded>
  );
}

export interface MessageItemProps {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
  /** Called once the opened message has been fetched (it is now read). */
  onRead: () => void;
}

export function MessageItem({ message, open, onToggle, onRead }: MessageItemProps) {
  const panelId = useId();
  return (
    <Box
      component="li"
      data-testid={`message-${message.id}`}
      sx={{ borderBottom: 1, borderColor: '#c4c4c4', py: 1.5 }}
    >
      <Typography component="h3" sx={{ m: 0 }}>
        <Box
          component="button"
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          sx={{
            all: 'unset',
            boxSizing: 'border-box',
            cursor: 'pointer',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            width: '100%',
            alignItems: 'baseline',
            py: 0.5,
            '&:focus-visible': { outline: '3px solid #003a63', outlineOffset: 2 },
            '&:hover .subject': { textDecoration: 'underline' },
          }}
        >
          <Box component="span" aria-hidden sx={{ width: '1.25em', color: 'primary.main' }}>
            {open ? '▾' : '▸'}
          </Box>
          <Box
            component="span"
            className="subject"
            sx={{
              flex: '1 1 20rem',
              fontWeight: message.unread ? 700 : 400,
              color: 'primary.main',
            }}
          >
            {message.subject}
          </Box>
          {message.unread && (
            <Box
              component="span"
              sx={{
                bgcolor: 'brand.main',
                color: 'brand.contrastText',
                borderRadius: 1,
                px: 1,
                fontSize: '0.8125rem',
                fontWeight: 600,
              }}
            >
              <FormattedMessage id="page.inbox.message.unread" />
            </Box>
          )}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {formatDateTime(message.date)}
          </Box>
        </Box>
      </Typography>
      <Box id={panelId} hidden={!open} sx={{ pl: 4, pt: 1 }}>
        {open && <MessageBody id={message.id} onRead={onRead} />}
      </Box>
    </Box>
  );
}
