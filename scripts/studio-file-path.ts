/** The studio file endpoint's path on the dev server: one fact for the plugin and the page. */
export const STUDIO_FILE_PATH = '/__studio/file';
