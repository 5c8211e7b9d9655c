// Error answers come in several shapes; read the message and code tolerantly.

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function firstError(body: unknown): unknown {
  const errors = field(body, 'errors');
  return Array.isArray(errors) ? errors[0] : undefined;
}

/** The answer's message: `message` (or `Message`), else `errors[0].message`, else a text body. */
export function answerMessage(body: unknown): string {
  return (
    text(field(body, 'message')) ??
    text(field(body, 'Message')) ??
    text(field(firstError(body), 'message')) ??
    text(body) ??
    ''
  );
}

/** The first error's message (400 answers carry their messages in `errors`). */
export function firstErrorMessage(body: unknown): string {
  return text(field(firstError(body), 'message')) ?? answerMessage(body);
}

/** The answer's error code: `code`, else `errors[0].code`. */
export function answerCode(body: unknown): string | undefined {
  return text(field(body, 'code')) ?? text(field(firstError(body), 'code'));
}

/** Every error code in the answer (`code`, `errors[].code`, `messages[].code`). */
export function answerCodes(body: unknown): string[] {
  const lists = [field(body, 'errors'), field(body, 'messages')].filter(Array.isArray);
  const codes = [field(body, 'code'), ...lists.flat().map((entry) => field(entry, 'code'))];
  return codes.map(text).filter((code): code is string => code !== undefined);
}
