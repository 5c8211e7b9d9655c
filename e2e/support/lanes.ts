// Each Playwright worker has a lane of its own: a stub back end and a preview server (and an nginx
// for the nginx suite) that no other worker writes to, so a reset, a sent command or a pending
// choice in one test cannot reach a test running beside it. Lane n uses portal port E2E_PORT + n
// (nginx: NGINX_PORT + n) and stub port STUB_PORT + n; every lane signs in at lane 0's OpenID
// provider (the issuer the build knows), whose tokens every lane's stub accepts (one signing key,
// one issuer; see playwright.config.ts).
import { test } from '@playwright/test';

export const BASE_PORTAL_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_STUB_PORT = Number(process.env.STUB_PORT ?? 4010);

/** How many lanes the configuration starts (one per worker; playwright.config.ts sets it). */
export const LANES = Number(process.env.E2E_WORKERS);
if (!Number.isInteger(LANES) || LANES < 1) {
  throw new Error('E2E_WORKERS is not set: run the browser tests through playwright.config.ts');
}

/**
 * The lane of the running test's worker, or the project's own (`metadata.lane`: the studio's dev
 * server talks to lane 0's stub whichever worker runs its spec).
 */
function laneIndex(): number {
  const { metadata } = test.info().project;
  return typeof metadata.lane === 'number' ? metadata.lane : test.info().parallelIndex % LANES;
}

/**
 * The portal port of the running test's lane: its preview server, or its nginx for the nginx
 * suite (the project's `metadata.portalPort`, playwright.config.ts).
 */
export const portalPort = (): string => {
  const base = Number(test.info().project.metadata.portalPort ?? BASE_PORTAL_PORT);
  return String(base + laneIndex());
};

/** The stub back end of the running test's lane. */
export const stubUrl = (): string => `http://127.0.0.1:${BASE_STUB_PORT + laneIndex()}`;

/** The port of the OpenID provider (lane 0's stub). */
export const providerPort = (): string => String(BASE_STUB_PORT);
