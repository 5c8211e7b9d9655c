export { useLanguage, type LanguageApi } from './language-context';
export {
  resolveLocale,
  localeFromQuery,
  htmlLang,
  DEFAULT_LOCALE,
  type PortalLocale,
} from './locales';
export * from './format';
export * from './format-number';
export { useFormatters, formattersFor, type Formatters } from './use-formatters';
