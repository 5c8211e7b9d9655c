// Inactivity settings (spec sections 4 and 9): 10 minutes idle, then 5 minutes grace; off in
// production. Outside production `?idle=` / `?idleGrace=` (ms) shorten them for tests.
import type { PortalEnvironment } from '../../config/portal-config';

export const DEFAULT_IDLE_MS = 10 * 60 * 1000;
export const DEFAULT_GRACE_MS = 5 * 60 * 1000;

export interface IdleSettings {
  enabled: boolean;
  /** Inactivity before the warning. */
  idleMs: number;
  /** Time the warning waits for an answer before signing out. */
  graceMs: number;
}

function positive(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

export interface IdleSettingsInput {
  environment: PortalEnvironment;
  /** location.search, for ?idle= and ?idleGrace=. */
  search?: string;
}

/** Resolves the settings: query parameter, then default. */
export function idleSettings({ environment, search = '' }: IdleSettingsInput): IdleSettings {
  // Production keeps the spec's times whatever the address says (and is off anyway).
  if (environment === 'production') {
    return { enabled: false, idleMs: DEFAULT_IDLE_MS, graceMs: DEFAULT_GRACE_MS };
  }
  const query = new URLSearchParams(search);
  return {
    enabled: true,
    idleMs: positive(query.get('idle')) ?? DEFAULT_IDLE_MS,
    graceMs: positive(query.get('idleGrace')) ?? DEFAULT_GRACE_MS,
  };
}
