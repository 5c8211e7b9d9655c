/**
 * The one wizard page of the portal, for every flow: the route table gives each wizard route
 * `<WizardRoute flowId="…" />`. It loads the flow (its own chunk), the flow's queries and the
 * flags it requires or reads (`permissions.<flag>`, such as the pending-choice flag its guard
 * shares with the area page), shows a guard's message (a pending choice) instead of the steps
 * when one holds, and otherwise hands everything to the wizard itself.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { isFlagName } from '../../permissions/flag-rules';
import { usePermissions } from '../../permissions/use-permissions';
import { isCodeLoadError } from '../../ui/new-version/new-version';
import { Spinner } from '../../ui/spinner/spinner';
import { flagsReadBy, guardResult, missingFlags, type FlowResources } from '../core';
import { useFlowQueries } from './hooks/use-flow-queries';
import { useFlowResources } from './hooks/use-flow-resources';
import { useFlowSession } from './hooks/use-flow-session';
import { overviewPathOf } from './navigation/wizard-paths';
import { GuardNotice } from './parts/guard-notice';
import { WizardView, type WizardSnapshot } from './wizard-view';
import styles from './wizard.module.css';

export { preloadFlow } from './hooks/use-flow-resources';

function LoadFailed() {
  const intl = useIntl();
  return (
    <p className={styles.message} role="alert">
      {intl.formatMessage({ id: 'wizard.error.load' })}
    </p>
  );
}

/** A wizard route: loads the flow `flowId`, then shows its page. */
export function WizardRoute({ flowId }: { flowId: string }) {
  const { resources, error } = useFlowResources(flowId);
  if (error) {
    // The flow's chunk is gone (a new release meanwhile): the page frame's boundary shows the
    // new-version page.
    if (isCodeLoadError(error)) throw error;
    console.error(`flow ${flowId} could not be loaded`, error);
    return <LoadFailed />;
  }
  if (!resources) return <Spinner block size="lg" />;
  return <WizardPage key={flowId} resources={resources} />;
}

/** The page of a loaded flow. */
export function WizardPage({ resources }: { resources: FlowResources }) {
  const { flow } = resources;
  const intl = useIntl();
  const session = useFlowSession();
  const queries = useFlowQueries(flow.queries);
  // flows:check refuses a flag neither rule file defines; one slipping through is left unknown.
  const flagNames = useMemo(() => flagsReadBy(resources).filter(isFlagName), [resources]);
  const flags = usePermissions(flagNames);
  const [now] = useState(() => new Date());
  const [sending, setSending] = useState<WizardSnapshot | null>(null);

  if (!sending) {
    if (queries.error) return <LoadFailed />;
    if (!queries.data || flags.loading) return <Spinner block size="lg" />;
    if (missingFlags(flow, flags.flags).length > 0) return <Navigate to="/" replace />;
    const guard = guardResult(flow, {
      answers: {},
      data: queries.data,
      permissions: flags.flags,
      session,
      now,
    });
    if (guard) {
      return (
        <>
          <h1 className={styles.title}>{intl.formatMessage({ id: flow.title })}</h1>
          <GuardNotice guard={guard} overviewPath={overviewPathOf(flow.route)} />
        </>
      );
    }
  }
  return (
    <WizardView
      resources={resources}
      data={sending?.data ?? queries.data ?? {}}
      permissions={sending?.permissions ?? flags.flags}
      session={session}
      now={now}
      onSending={setSending}
    />
  );
}
