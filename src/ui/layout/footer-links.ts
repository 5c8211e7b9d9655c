// Footer links of spec section 2 as data. The legal pages live on the provider's public site.
// TODO: confirm the public site's paths with the provider; the base is set with VITE_PUBLIC_SITE_URL.
const publicSite =
  (import.meta.env.VITE_PUBLIC_SITE_URL as string | undefined) ?? 'https://www.pensioen.example';

export interface FooterLink {
  /** Message id of the label. */
  label: string;
  href: string;
}

export const legalLinks: readonly FooterLink[] = [
  { label: 'chrome.footer.accessibility', href: `${publicSite}/toegankelijkheid` },
  { label: 'chrome.footer.disclaimer', href: `${publicSite}/disclaimer` },
  { label: 'chrome.footer.privacy', href: `${publicSite}/privacy` },
  { label: 'chrome.footer.cookies', href: `${publicSite}/cookies` },
  { label: 'chrome.footer.fraudPolicy', href: `${publicSite}/fraudebeleid` },
  { label: 'chrome.footer.investmentPolicy', href: `${publicSite}/beleggingsbeleid` },
  {
    label: 'chrome.footer.vulnerabilityHotline',
    href: `${publicSite}/meldpunt-digitale-kwetsbaarheden`,
  },
];

export const SITEMAP_PATH = '/sitemap';
export const CONTACT_PATH = '/contact';
