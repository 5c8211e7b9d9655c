// The FAQ content (spec section 3, accordion items): one file per language with the same
// categories and items in the same order. Category slugs are the same in both languages: they are
// the /contact/veelgestelde-vragen/{category} route parameter.
import { useIntl } from 'react-intl';
import en from './en.json';
import nl from './nl.json';

export interface FaqLink {
  text: string;
  /** A portal path (starts with /) or an external address. */
  url: string;
}

export interface FaqDescription {
  content: string;
  bullets?: string[];
  link?: FaqLink;
}

export interface FaqItem {
  title: string;
  /** One line shown while the item is closed. */
  preview: string;
  descriptions: FaqDescription[];
}

export interface FaqCategory {
  slug: string;
  title: string;
  description: string;
  items: FaqItem[];
}

export interface FaqContent {
  categories: FaqCategory[];
}

export const faqContent: Record<'nl' | 'en', FaqContent> = { nl, en };

/** The FAQ in the active language. */
export function useFaq(): FaqContent {
  const { locale } = useIntl();
  return locale.startsWith('en') ? faqContent.en : faqContent.nl;
}
