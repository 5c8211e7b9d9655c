// A link to another site, opened in a new window, saying so to screen-reader users. Addresses
// from answers are only linked when they are web addresses (no javascript: or data: links).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** http(s) and blob: addresses, and '#' (set later by the caller). */
export function isSafeHref(href: string): boolean {
  return href === '#' || /^(https?:\/\/|blob:)/i.test(href);
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  if (!isSafeHref(href)) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>
        {' '}
        <FormattedMessage id="page.common.newWindow" />
      </VisuallyHidden>
    </a>
  );
}
