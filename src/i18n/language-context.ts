// What `useLanguage()` gives: the active language and the session toggle.
import { createContext, useContext } from 'react';
import type { PortalLocale } from './locales';

export interface LanguageApi {
  /** The locale whose texts are shown. */
  locale: PortalLocale;
  /** Short form for `<html lang>` and links: nl or en. */
  language: 'nl' | 'en';
  /**
   * Sets the language for this session (temporaryLocale). English while a toggle blocks it
   * shows the 'Sorry' notice instead; `notify` shows the language-changed notice afterwards.
   */
  setLocale: (locale: PortalLocale, options?: { notify?: boolean }) => void;
  /** Switches between Dutch and English for the session, with the language-changed notice. */
  toggle: () => void;
}

export const LanguageContext = createContext<LanguageApi | null>(null);

/** The active language and the toggle; only below LanguageProvider. */
export function useLanguage(): LanguageApi {
  const api = useContext(LanguageContext);
  if (!api) throw new Error('useLanguage outside LanguageProvider');
  return api;
}
