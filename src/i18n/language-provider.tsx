// Placeholder: texts in the active language (filled in by the languages work).
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import nl from '../../locales/nl-NL.json';

export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="nl-NL" defaultLocale="nl-NL" messages={nl}>
      {children}
    </IntlProvider>
  );
}
