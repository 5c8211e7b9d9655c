// The configuration the running portal was started with (`/config.json`, checked at start by
// `load-config.ts`). Everything that differs per environment reads it here, never a build setting.
import type { PortalConfig } from './config-schema';

export type { PortalConfig, PortalEnvironment } from './config-schema';

let current: PortalConfig | undefined;

/** Sets the configuration once it has been loaded and checked (main.tsx; tests/setup.ts). */
export function setPortalConfig(config: PortalConfig): void {
  current = config;
}

/** The running portal's configuration; throws when asked for before it was loaded. */
export function portalConfig(): PortalConfig {
  if (!current) throw new Error('The portal configuration (/config.json) has not been loaded yet');
  return current;
}
