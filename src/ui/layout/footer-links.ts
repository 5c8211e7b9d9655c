// Footer links of spec section 2 as data. The legal pages live on the fund's public site, whose
// address comes from the configuration only; without one (allowed outside acceptance and
// production) the footer shows no legal links rather than made-up ones.
import { portalConfig, type PortalConfig } from '../../config/portal-config';

export interface FooterLink {
  /** Message id of the label. */
  label: string;
  /** Absolute address on the public site. */
  href: string;
}

/** Each legal page: its label and its path below the public site. */
const legalPages: readonly { label: string; path: string }[] = [
  { label: 'chrome.footer.accessibility', path: 'toegankelijkheid' },
  { label: 'chrome.footer.disclaimer', path: 'disclaimer' },
  { label: 'chrome.footer.privacy', path: 'privacy' },
  { label: 'chrome.footer.cookies', path: 'cookies' },
  { label: 'chrome.footer.fraudPolicy', path: 'fraudebeleid' },
  { label: 'chrome.footer.investmentPolicy', path: 'beleggingsbeleid' },
  { label: 'chrome.footer.vulnerabilityHotline', path: 'meldpunt-digitale-kwetsbaarheden' },
];

/** The legal links on the configured public site (`config.publicSiteUrl`). */
export function legalLinks(
  { publicSiteUrl }: Pick<PortalConfig, 'publicSiteUrl'> = portalConfig(),
): FooterLink[] {
  if (!publicSiteUrl) return [];
  const base = publicSiteUrl.endsWith('/') ? publicSiteUrl : `${publicSiteUrl}/`;
  return legalPages.map(({ label, path }) => ({ label, href: new URL(path, base).href }));
}

export const SITEMAP_PATH = '/sitemap';
export const CONTACT_PATH = '/contact';
