// The one error a broken persona file raises: it names the file and the JSON path of the problem,
// and stub/main.ts prints it and stops.

/** A persona file that cannot be used; the message is `<file>: <json path> <problem>`. */
export class PersonaFileError extends Error {
  constructor(
    /** The file, relative to the working directory when inside it. */
    readonly file: string,
    /** JSON path inside the file (empty for the whole file). */
    readonly path: string,
    /** What is wrong. */
    readonly problem: string,
  ) {
    super(`${file}: ${path || '(file)'} ${problem}`);
    this.name = 'PersonaFileError';
  }
}
