/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTAL_ENV?: string;
  readonly VITE_OIDC_ISSUER?: string;
}

/** A locale file precompiled to ICU ASTs (scripts/compile-messages.ts). */
declare module 'virtual:compiled-messages/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
