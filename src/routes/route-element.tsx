// One route of the table as a page: the page frame, then access denied, sign-in, the policy status
// check and flag gating, outside in, then the lazily loaded page.
import { Suspense, useEffect, type ReactNode } from 'react';
import { RequireLogin } from '../auth/require-login';
import { PageLayout } from '../ui/layout/page-layout';
import { Spinner } from '../ui/spinner/spinner';
import { AccessDeniedGuard } from './access-denied-guard';
import { FlagGate } from './flag-gate';
import { PolicyStatusGate } from './policy-status-gate';
import type { RouteEntry } from './route-entry';
import { useDocumentTitle } from './use-document-title';

export function RouteElement({ entry }: { entry: RouteEntry }) {
  useDocumentTitle(entry.titleId);
  const Page = entry.page;
  // A page that can load ahead (a wizard: its chunk and its flow) starts while the gates below
  // still wait for sign-in, the policy status and the flags, instead of after them.
  useEffect(() => {
    (Page as { preload?: () => unknown }).preload?.();
  }, [Page]);
  let content: ReactNode = (
    <Suspense fallback={<Spinner block size="lg" />}>
      <Page titleId={entry.titleId} />
    </Suspense>
  );
  if (entry.requiredFlags.length > 0) {
    content = (
      <FlagGate flags={entry.requiredFlags} fallback={entry.fallback ?? '/'}>
        {content}
      </FlagGate>
    );
  }
  if (entry.loginRequired && !entry.exemptFromAccessDenied) {
    content = <PolicyStatusGate>{content}</PolicyStatusGate>;
  }
  if (entry.loginRequired) {
    content = <RequireLogin rememberPath={entry.rememberPath}>{content}</RequireLogin>;
  }
  if (!entry.exemptFromAccessDenied) content = <AccessDeniedGuard>{content}</AccessDeniedGuard>;
  return <PageLayout hide={entry.chrome.hide}>{content}</PageLayout>;
}
