/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTAL_ENV?: string;
  readonly VITE_OIDC_ISSUER?: string;
}
