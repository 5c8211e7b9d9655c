// The base of every modal (spec section 2, shared modal behaviour): MUI Dialog in two sizes,
// closing on Escape, backdrop, close button or browser back unless non-dismissable, optionally
// blocking back, optionally a spinner instead of content, and show / close / hide events.
// Focus is trapped inside and returned to the opener by the Dialog. Each modal brings the MUI
// scope (theme and style cache) with it: the modal host sits outside every page.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button/button';
import { MuiScope } from '../mui/mui-scope';
import { Spinner } from '../spinner/spinner';
import { useModalEntry } from './modal-entry';
import { useBackNavigation } from './use-back-navigation';

export type ModalSize = 'small' | 'medium';

/** Why a modal closed. */
export type ModalCloseReason = 'escape' | 'backdrop' | 'closeButton' | 'back' | 'action';

/** Closes the modal from an action button, raising `onClose('action')`. */
export type CloseModal = () => void;

export interface ModalProps {
  /** Heading of the dialog (an h2). */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons; a function gets a `close` that raises `onClose('action')`. */
  actions?: ReactNode | ((close: CloseModal) => ReactNode);
  /** small (600px) or medium (900px); default small. */
  size?: ModalSize;
  /** Default true; false ignores Escape, backdrop and back and hides the close button. */
  dismissable?: boolean;
  /** Browser back does nothing while open. */
  blockBack?: boolean;
  /** Shows a spinner instead of the content and actions. */
  loading?: boolean;
  /** Open state; inside the modal host this comes from the host. */
  open?: boolean;
  /** Raised when the modal opens. */
  onShow?: () => void;
  /** Raised when closing starts, with the reason. */
  onClose?: (reason: ModalCloseReason) => void;
  /** Raised when the modal is hidden (after its closing transition). */
  onHide?: () => void;
  /** alertdialog for warnings that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Language of the modal when it differs from the page. */
  lang?: string;
  'data-testid'?: string;
}

/** One dialog; catalogue modals compose it. */
export function Modal({
  title,
  children,
  actions,
  size = 'small',
  dismissable = true,
  blockBack = false,
  loading = false,
  open: openProp,
  onShow,
  onClose,
  onHide,
  role = 'dialog',
  lang,
  'data-testid': testId,
}: ModalProps) {
  const intl = useIntl();
  const entry = useModalEntry();
  const open = openProp ?? entry.open;
  const titleId = useId();
  const contentId = useId();
  const events = useRef({ onShow, onHide });
  useEffect(() => {
    events.current = { onShow, onHide };
  });

  const requestClose = (reason: ModalCloseReason) => {
    if (!open) return;
    if (!dismissable && reason !== 'action') return;
    onClose?.(reason);
    entry.close();
  };

  const shown = useRef(false);
  useEffect(() => {
    if (open && !shown.current) {
      shown.current = true;
      events.current.onShow?.();
    }
  }, [open]);

  useBackNavigation(open && (dismissable || blockBack), blockBack, () => requestClose('back'));

  const hidden = () => {
    shown.current = false;
    events.current.onHide?.();
    entry.exited();
  };

  return (
    <MuiScope>
      <Dialog
        open={open}
        role={role}
        data-testid={testId}
        maxWidth={size === 'small' ? 'sm' : 'md'}
        fullWidth
        aria-labelledby={titleId}
        aria-describedby={loading ? undefined : contentId}
        onClose={(_event, reason) =>
          requestClose(reason === 'escapeKeyDown' ? 'escape' : 'backdrop')
        }
        slotProps={{
          transition: { onExited: hidden },
          paper: { 'aria-busy': loading || undefined, lang },
        }}
      >
        <DialogTitle id={titleId} component="h2" sx={{ pr: dismissable ? 7 : 3 }}>
          {title}
        </DialogTitle>
        {dismissable && (
          <Box sx={{ position: 'absolute', right: 8, top: 8 }}>
            <Button
              iconOnly
              icon={<CloseIcon />}
              label={intl.formatMessage({ id: 'modal.close' })}
              onClick={() => requestClose('closeButton')}
            />
          </Box>
        )}
        <DialogContent id={contentId}>
          {loading ? <Spinner size="lg" block /> : children}
        </DialogContent>
        {actions && !loading && (
          <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            {typeof actions === 'function' ? actions(() => requestClose('action')) : actions}
          </DialogActions>
        )}
      </Dialog>
    </MuiScope>
  );
}
