// The way from an arrange-yourself overview to its wizard: a link-style button when the member may
// change it, a notice instead when a choice is still being processed (spec section 4, pending
// choice), or a short text when the member may not change it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { PermissionFlag } from '../../permissions/rules';
import { usePermissions } from '../../permissions/use-permissions';
import { Button } from '../../ui/button/button';
import { usePolicy } from '../shared/data/use-data';
import { LoadingBlock } from '../shared/query-state';

export interface AreaActionProps {
  /** The wizard route. */
  to: string;
  /** Message id of the button. */
  labelId: string;
  /** Flags the wizard route needs. */
  flags: readonly PermissionFlag[];
  /** Request type codes that mean a choice of this area is still being processed. */
  pendingCodes: readonly string[];
  /** Message id shown when a flag is false. */
  notAllowedId?: string;
}

export function AreaAction({ to, labelId, flags, pendingCodes, notAllowedId }: AreaActionProps) {
  const permissions = usePermissions(flags);
  const policy = usePolicy();
  if (permissions.loading || (policy.data === undefined && !policy.error)) {
    return <LoadingBlock lines={1} />;
  }
  const pending = policy.data?.pendingRequests.find(
    (request) => request.typeCode && pendingCodes.includes(request.typeCode),
  );
  if (pending) {
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
          <FormattedMessage
            id="page.common.pendingRequest"
            values={{ description: pending.description ?? pending.typeDescription ?? '' }}
          />
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
