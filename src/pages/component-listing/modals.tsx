// A button for every modal of the catalogue (spec section 2), plus the base modal's options.
import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/button/button';
import { AlreadyHasRequestModal } from '../../ui/modals/already-has-request-modal';
import { BlockedEnglishModal } from '../../ui/modals/blocked-english-modal';
import { FlowErrorModal } from '../../ui/modals/flow-error-modal';
import { FormDownloadedModal } from '../../ui/modals/form-downloaded-modal';
import { IdleWarningModal } from '../../ui/modals/idle-warning-modal';
import { LanguageChangedModal } from '../../ui/modals/language-changed-modal';
import { Modal } from '../../ui/modals/modal';
import { useModals } from '../../ui/modals/modal-store';
import { ModalText } from '../../ui/modals/modal-text';
import { NothingChangedModal } from '../../ui/modals/nothing-changed-modal';
import { PolicyDeniedModal } from '../../ui/modals/policy-denied-modal';
import { ReadOnlyPermissionModal } from '../../ui/modals/read-only-permission-modal';
import { RequestFailedModal } from '../../ui/modals/request-failed-modal';
import { SaveFailedModal } from '../../ui/modals/save-failed-modal';
import { StubErrorModal } from '../../ui/modals/stub-error-modal';
import { UserRightsModal } from '../../ui/modals/user-rights-modal';
import { WizardCancelModal } from '../../ui/modals/wizard-cancel-modal';
import { LeavePlannerModal } from '../planner/leave-planner-modal';
import { Section } from '../shared/section';

const noop = () => undefined;

/** A sample modal showing the base options. */
function SampleModal(props: { size: 'small' | 'medium'; dismissable: boolean; loading: boolean }) {
  return (
    <Modal
      title={<FormattedMessage id="page.componentListing.sampleTitle" />}
      size={props.size}
      dismissable={props.dismissable}
      loading={props.loading}
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="modal.ok" />
        </Button>
      )}
    >
      <ModalText
        id="page.componentListing.sampleText"
        values={{
          size: props.size,
          dismissable: String(props.dismissable),
          loading: String(props.loading),
        }}
      />
    </Modal>
  );
}

interface Entry {
  name: string;
  component: ComponentType<never>;
  props: object;
}

const catalogue: readonly Entry[] = [
  { name: 'WizardCancelModal', component: WizardCancelModal, props: { onStop: noop } },
  { name: 'NothingChangedModal', component: NothingChangedModal, props: {} },
  { name: 'FormDownloadedModal', component: FormDownloadedModal, props: {} },
  { name: 'FlowErrorModal', component: FlowErrorModal, props: { onRestart: noop } },
  { name: 'PolicyDeniedModal', component: PolicyDeniedModal, props: { errorCode: 'PNA' } },
  { name: 'ReadOnlyPermissionModal', component: ReadOnlyPermissionModal, props: {} },
  {
    name: 'IdleWarningModal',
    component: IdleWarningModal,
    props: { minutes: 5, onStay: noop, onLeave: noop },
  },
  {
    name: 'UserRightsModal',
    component: UserRightsModal,
    props: {
      flags: { hasActivePolicy: true, allowAnwChange: false, allowAdvisorChoices: undefined },
    },
  },
  { name: 'BlockedEnglishModal', component: BlockedEnglishModal, props: {} },
  { name: 'LanguageChangedModal', component: LanguageChangedModal, props: {} },
  {
    name: 'StubErrorModal',
    component: StubErrorModal,
    props: { url: '/plexus/policies/2100458712', message: 'Geen stub message gevonden' },
  },
  { name: 'SaveFailedModal', component: SaveFailedModal, props: {} },
  { name: 'RequestFailedModal', component: RequestFailedModal, props: {} },
  { name: 'AlreadyHasRequestModal', component: AlreadyHasRequestModal, props: {} },
  { name: 'LeavePlannerModal', component: LeavePlannerModal, props: { onLeave: noop } },
  {
    name: 'Modal (small)',
    component: SampleModal,
    props: { size: 'small', dismissable: true, loading: false },
  },
  {
    name: 'Modal (medium)',
    component: SampleModal,
    props: { size: 'medium', dismissable: true, loading: false },
  },
  {
    name: 'Modal (non-dismissable)',
    component: SampleModal,
    props: { size: 'small', dismissable: false, loading: false },
  },
  {
    name: 'Modal (loading)',
    component: SampleModal,
    props: { size: 'small', dismissable: true, loading: true },
  },
];

export function Modals() {
  const modals = useModals();
  const intl = useIntl();
  return (
    <Section titleId="page.componentListing.modals" data-testid="listing-modals">
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {catalogue.map((entry) => (
          <li key={entry.name}>
            <Button
              variant="secondary"
              compact
              onClick={() => modals.open(entry.component as ComponentType<object>, entry.props)}
            >
              {intl.formatMessage({ id: 'page.componentListing.open' }, { name: entry.name })}
            </Button>
          </li>
        ))}
      </Box>
    </Section>
  );
}
