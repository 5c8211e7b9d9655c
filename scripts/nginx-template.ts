// deploy/nginx.conf is a template whose `${PORTAL_*}` variables an operator fills with envsubst.
// `npm run serve` and the tests fill it here the same way, and refuse to leave any of them empty:
// an unfilled `${…}` would reach nginx as a literal and fail far from its cause.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shipped template. */
export const NGINX_TEMPLATE_FILE = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

/** The template's text. */
export const readNginxTemplate = (): string => readFileSync(NGINX_TEMPLATE_FILE, 'utf8');

const VARIABLE = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/** The variables a template uses, each once, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((match) => match[1]!))];
}

/**
 * The template with every `${NAME}` replaced by `values[NAME]`. Throws naming the variables that
 * have no value, or values for variables the template does not use (a misspelt name).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = templateVariables(template);
  const missing = used.filter((name) => !values[name]);
  const unknown = Object.keys(values).filter((name) => !used.includes(name));
  if (missing.length > 0) throw new Error(`No value for ${missing.join(', ')}`);
  if (unknown.length > 0) throw new Error(`The template has no ${unknown.join(', ')}`);
  return template.replace(VARIABLE, (_whole, name: string) => values[name]!);
}
