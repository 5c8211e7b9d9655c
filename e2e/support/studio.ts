// The flow studio's editor saves through the dev server's file endpoint, which only `vite` (dev)
// has: its browser test runs against a dev server of its own on this port (playwright.config.ts
// starts it, proxying to lane 0's stub). One fact for the config and the spec.

/** Port of the dev server the studio's browser test uses. */
export const STUDIO_DEV_PORT = Number(process.env.E2E_STUDIO_PORT ?? 4190);

/** Its origin. */
export const STUDIO_DEV_ORIGIN = `http://localhost:${STUDIO_DEV_PORT}`;

/** The studio's browser tests (run only in the `studio-dev` project). */
export const STUDIO_SPECS = /studio-edit\.spec\.ts$/;
