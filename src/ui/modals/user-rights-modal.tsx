// Test tool (non-production): every permission flag with a check, a cross or "not fetched".
// Dutch, as in the spec.
import CheckIcon from '@mui/icons-material/Check';
import ClearIcon from '@mui/icons-material/Clear';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { VisuallyHidden } from '../visually-hidden';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export interface UserRightsModalProps {
  /**
   * Every flag to list, by name, in order: the portal gives every flag of `rules/permissions.json`
   * (`useKnownPermissionFlags`), so the rules file is the one list. Undefined: not fetched yet.
   */
  flags: Record<string, boolean | undefined>;
  onDone?: () => void;
}

const stateOf = (value: boolean | undefined) =>
  value === true ? 'yes' : value === false ? 'no' : 'unknown';

const look = {
  yes: { Icon: CheckIcon, color: '#1b5e20', text: 'modal.userRights.yes' },
  no: { Icon: ClearIcon, color: '#b3261e', text: 'modal.userRights.no' },
  unknown: { Icon: RemoveIcon, color: '#595959', text: 'modal.userRights.notFetched' },
} as const;

export function UserRightsModal({ flags, onDone }: UserRightsModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="modal.userRights.title" />}
      size="medium"
      lang="nl"
      onClose={() => onDone?.()}
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="modal.close" />
        </Button>
      )}
    >
      <ModalText id="modal.userRights.intro" />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, columns: { md: 2 } }}>
        {Object.keys(flags).map((name) => {
          const state = stateOf(flags[name]);
          const { Icon, color, text } = look[state];
          return (
            <Box
              component="li"
              key={name}
              data-flag={name}
              data-state={state}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
            >
              <Icon fontSize="small" sx={{ color }} aria-hidden />
              <code>{name}</code>
              <VisuallyHidden>
                <FormattedMessage id={text} />
              </VisuallyHidden>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 2 }}>
        <ModalText id="modal.userRights.fetchedWhenUsed" />
        <ModalText id="modal.userRights.basedOn" />
        <ModalText id="modal.userRights.featureFlags" />
      </Box>
    </Modal>
  );
}
