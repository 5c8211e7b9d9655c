// Texts in the active language (spec section 4): temporaryLocale > preferredLocale > Dutch,
// `?lang=en` for English (any other value Dutch), `<html lang>` kept in step, and the two
// language notices (blocked English, language changed).
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router';
import { lazyModal } from './modals/lazy-modal';
import { useModals } from './modals/modal-store';
import { useUiPorts, useUiSession } from './session-port';
import { LanguageContext, type LanguageApi } from '../i18n/language-context';
import {
  loadedMessages,
  loadMessages,
  messagesReady,
  messagesVersion,
  subscribeMessages,
  type Messages,
} from '../i18n/load-messages';
import {
  DEFAULT_LOCALE,
  htmlLang,
  localeFromQuery,
  resolveLocale,
  type PortalLocale,
} from '../i18n/locales';

/**
 * Every formatting error is logged, in every build: react-intl logs them in development only, and a
 * missing text shows the member its raw id. The browser tests, which run production builds, fail
 * on the logged error (e2e/support/fixtures.ts).
 */
function logIntlError(error: Error) {
  console.error(error.message);
}

// The notices are rare: each is its own chunk.
const BlockedEnglishModal = lazyModal(() =>
  import('./modals/blocked-english-modal').then((m) => m.BlockedEnglishModal),
);
const LanguageChangedModal = lazyModal(() =>
  import('./modals/language-changed-modal').then((m) => m.LanguageChangedModal),
);

interface Shown {
  locale: PortalLocale;
  messages: Messages;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { updateSession, useEnglishBlocked } = useUiPorts();
  const session = useUiSession();
  const englishBlocked = useEnglishBlocked();
  const modals = useModals();
  const { search } = useLocation();

  const wanted = resolveLocale(session);
  const active: PortalLocale = englishBlocked ? DEFAULT_LOCALE : wanted;

  // Texts stay in the previous language until the next language's chunk has arrived; the
  // messages of the shown language grow when a page beyond the first load brings its texts.
  const [shownLocale, setShownLocale] = useState<PortalLocale>(() =>
    loadedMessages(active) ? active : DEFAULT_LOCALE,
  );
  useSyncExternalStore(subscribeMessages, messagesVersion);
  const shown: Shown = { locale: shownLocale, messages: loadedMessages(shownLocale) ?? {} };
  useEffect(() => {
    if (shownLocale === active && messagesReady(active)) return;
    let current = true;
    void loadMessages(active).then(() => {
      if (current) setShownLocale(active);
    });
    return () => {
      current = false;
    };
  }, [active, shownLocale]);

  // In the same commit as the texts, so <html lang> never names the other language.
  useLayoutEffect(() => {
    document.documentElement.lang = htmlLang(shown.locale);
  }, [shown.locale]);

  const setLocale = useCallback<LanguageApi['setLocale']>(
    (locale, options) => {
      if (locale === 'en-GB' && englishBlocked) {
        modals.open(BlockedEnglishModal, {});
        return;
      }
      updateSession({ temporaryLocale: locale });
      if (options?.notify) modals.open(LanguageChangedModal, {});
    },
    [englishBlocked, modals, updateSession],
  );

  // Only a new ?lang= value acts: a later toggle is not undone by a lingering parameter.
  const fromQuery = localeFromQuery(search);
  const handledQuery = useRef<PortalLocale | undefined>(undefined);
  useEffect(() => {
    if (fromQuery === handledQuery.current) return;
    handledQuery.current = fromQuery;
    if (fromQuery) setLocale(fromQuery);
  }, [fromQuery, setLocale]);

  const api = useMemo<LanguageApi>(
    () => ({
      locale: shown.locale,
      language: htmlLang(shown.locale),
      setLocale,
      toggle: () => setLocale(wanted === 'en-GB' ? 'nl-NL' : 'en-GB', { notify: true }),
    }),
    [shown.locale, setLocale, wanted],
  );

  return (
    <LanguageContext.Provider value={api}>
      <IntlProvider
        locale={shown.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={shown.messages}
        onError={logIntlError}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
