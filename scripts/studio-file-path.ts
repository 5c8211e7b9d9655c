/** Facts the studio's file endpoint and the page share. */

/** The endpoint's path on the dev server. */
export const STUDIO_FILE_PATH = '/__studio/file';

/** The folder of the flow fixtures, root-relative. */
export const FIXTURES_FOLDER = 'tests/fixtures/flows';
