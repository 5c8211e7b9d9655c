// The way from an arrange-yourself overview to its wizard: a link-style button when the member may
// change it, a notice instead when a choice is still being processed (spec section 4, pending
// choice: the flag of rules/pending-choice.json the wizard's guard reads too), or a short text
// when the member may not change it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { PendingChoiceFlag } from '../../permissions/pending-choice';
import type { PermissionFlag } from '../../permissions/rules';
import { usePendingChoice } from '../../permissions/use-pending-choice';
import { usePermissions } from '../../permissions/use-permissions';
import { Button } from '../../ui/button/button';
import { record, text } from '../shared/data/read';
import { LoadingBlock } from '../shared/query-state';

export interface AreaActionProps {
  /** The wizard route. */
  to: string;
  /** Message id of the button. */
  labelId: string;
  /** Flags the wizard route needs. */
  flags: readonly PermissionFlag[];
  /** The pending-choice flag of this area (rules/pending-choice.json), as the wizard's guard. */
  pendingFlag: PendingChoiceFlag;
  /** Message id shown when a flag is false. */
  notAllowedId?: string;
}

/** What a pending request says it is; a fund trade says nothing. */
function descriptionOf(item: unknown): string | undefined {
  const request = record(item);
  return text(request.description) ?? text(record(request.requestType).description);
}

export function AreaAction({ to, labelId, flags, pendingFlag, notAllowedId }: AreaActionProps) {
  const permissions = usePermissions(flags);
  const pending = usePendingChoice(pendingFlag);
  if (permissions.loading || pending.loading) return <LoadingBlock lines={1} />;
  if (pending.items.length > 0) {
    const description = pending.items.map(descriptionOf).find(Boolean);
    return (
      <Box
        sx={{
          borderLeft: 4,
          borderColor: 'brand.main',
          bgcolor: '#fdf3ee',
          p: 2,
          maxWidth: '70ch',
        }}
        data-testid="pending-request"
      >
        <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
          <FormattedMessage id="modal.alreadyHasRequest.title" />
        </Typography>
        <Typography>
          {description ? (
            <FormattedMessage id="page.common.pendingRequest" values={{ description }} />
          ) : (
            <FormattedMessage id="modal.alreadyHasRequest.text" />
          )}
        </Typography>
      </Box>
    );
  }
  if (!flags.every((flag) => permissions.flags[flag] === true)) {
    return (
      <Typography data-testid="change-not-allowed" sx={{ maxWidth: '70ch' }}>
        <FormattedMessage id={notAllowedId ?? 'page.arrange.notAllowed'} />
      </Typography>
    );
  }
  return (
    <Button to={to} data-testid="area-action">
      <FormattedMessage id={labelId} />
    </Button>
  );
}
