/**
 * The modals the wizard opens (spec section 2), each loaded on first use so the wizard chunk
 * carries none of the dialog code.
 */
import { lazyModal } from '../../ui/modals/lazy-modal';

export const WizardCancelModal = lazyModal(() =>
  import('../../ui/modals/wizard-cancel-modal').then((m) => m.WizardCancelModal),
);
export const NothingChangedModal = lazyModal(() =>
  import('../../ui/modals/nothing-changed-modal').then((m) => m.NothingChangedModal),
);
export const FlowErrorModal = lazyModal(() =>
  import('../../ui/modals/flow-error-modal').then((m) => m.FlowErrorModal),
);
export const SaveFailedModal = lazyModal(() =>
  import('../../ui/modals/save-failed-modal').then((m) => m.SaveFailedModal),
);
export const RequestFailedModal = lazyModal(() =>
  import('../../ui/modals/request-failed-modal').then((m) => m.RequestFailedModal),
);
