// The modal system and the modal catalogue of spec section 2.
export { Modal, type ModalProps, type ModalSize, type ModalCloseReason } from './modal';
export { ModalHost, ModalProvider } from './modal-host';
export { useModals, createModalStore, type ModalStore, type ModalsApi } from './modal-store';
export { useModalEntry } from './modal-entry';
export { WizardCancelModal, type WizardCancelModalProps } from './wizard-cancel-modal';
export { NothingChangedModal } from './nothing-changed-modal';
export { FormDownloadedModal } from './form-downloaded-modal';
export { FlowErrorModal, type FlowErrorModalProps } from './flow-error-modal';
export { PolicyDeniedModal, type PolicyDeniedModalProps } from './policy-denied-modal';
export { ReadOnlyPermissionModal } from './read-only-permission-modal';
export { IdleWarningModal, type IdleWarningModalProps } from './idle-warning-modal';
export { UserRightsModal, type UserRightsModalProps } from './user-rights-modal';
export { BlockedEnglishModal } from './blocked-english-modal';
export { LanguageChangedModal } from './language-changed-modal';
export { StubErrorModal, type StubErrorModalProps } from './stub-error-modal';
export { SaveFailedModal } from './save-failed-modal';
export { RequestFailedModal } from './request-failed-modal';
export { AlreadyHasRequestModal } from './already-has-request-modal';
