// Stub settings from the environment, read once.

/** Everything the stub needs to know about where it and the portal live. */
export interface StubConfig {
  /** Port the stub listens on (loopback only). */
  port: number;
  /** Issuer of the local OpenID provider. */
  issuer: string;
  /**
   * Origins of the portal (dev server, preview server, `npm run serve`'s nginx) allowed as
   * redirect targets and for CORS.
   */
  portalOrigins: string[];
  /** Folder holding the persona files. */
  personaDir: string;
}

export function readStubConfig(env: NodeJS.ProcessEnv = process.env): StubConfig {
  const port = Number(env.STUB_PORT ?? 4010);
  return {
    port,
    issuer: env.OIDC_ISSUER ?? `http://localhost:${port}/oidc`,
    portalOrigins: (
      env.PORTAL_ORIGINS ?? 'http://localhost:5173,http://localhost:4173,http://localhost:4180'
    )
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    personaDir: env.STUB_PERSONA_DIR ?? new URL('./personas', import.meta.url).pathname,
  };
}
