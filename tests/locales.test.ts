// @vitest-environment node
// The locale files stay in step: the same ids in Dutch and English, valid ICU syntax with the
// same arguments in both, and every message id the source or a flow names exists.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown;
const nl = read('locales/nl-NL.json') as Record<string, unknown>;
const en = read('locales/en-GB.json') as Record<string, unknown>;

/** A message id: dotted words, e.g. `chrome.menu.inbox` (html ids like `main` have no dot). */
const MESSAGE_ID = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/** Ids named in TypeScript: `id="…"`, `id: '…'` (also inside formatMessage), and the
 *  message-holding keys label/title/text/description/message. */
const SOURCE_PATTERNS = [
  /\bid=["']([^"'\n]+)["']/g,
  /\b(?:id|label|title|text|description|message)(?:Id)?:\s*["']([^"'\n]+)["']/g,
];

/** Ids named in flow JSON: `"…Id": "…"`, `"id": "…"` and message-holding keys. */
const FLOW_PATTERN =
  /"(?:id|\w*Id|label|title|text|description|message|help|error)"\s*:\s*"([^"\n]+)"/g;

function files(dir: string, test: (name: string) => boolean): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return (readdirSync(full, { recursive: true }) as string[])
    .map((name) => join(full, name))
    .filter(test);
}

function idsIn(text: string, patterns: RegExp[]): string[] {
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[1] ?? '').filter((id) => MESSAGE_ID.test(id)),
  );
}

function usedIds(): Map<string, string> {
  const found = new Map<string, string>();
  // Test files and test helpers (`testing/` folders) may use made-up ids.
  const sources = files(
    'src',
    (name) =>
      /\.(ts|tsx)$/.test(name) &&
      !/\.test\.(ts|tsx)$/.test(name) &&
      !/[\\/]testing[\\/]/.test(name),
  );
  for (const file of sources) {
    for (const id of idsIn(readFileSync(file, 'utf8'), SOURCE_PATTERNS))
      found.set(id, relative(root, file));
  }
  for (const file of files('flows', (name) => name.endsWith('.json'))) {
    for (const id of idsIn(readFileSync(file, 'utf8'), [FLOW_PATTERN]))
      found.set(id, relative(root, file));
  }
  return found;
}

/** Argument names of a parsed message, recursively (plural/select branches included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('locale files', () => {
  it('hold the same ids in Dutch and English', () => {
    const onlyNl = Object.keys(nl).filter((id) => !(id in en));
    const onlyEn = Object.keys(en).filter((id) => !(id in nl));
    expect({ onlyNl, onlyEn }).toEqual({ onlyNl: [], onlyEn: [] });
  });

  it('hold only non-empty strings', () => {
    for (const [file, messages] of [
      ['nl-NL', nl],
      ['en-GB', en],
    ] as const) {
      const bad = Object.entries(messages)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([id]) => `${file}: ${id}`);
      expect(bad).toEqual([]);
    }
  });

  it('are valid ICU messages with the same arguments in both languages', () => {
    const problems: string[] = [];
    const parsed = (file: string, id: string, text: unknown) => {
      try {
        return parse(String(text));
      } catch (error) {
        problems.push(`${file} ${id}: ${(error as Error).message}`);
        return undefined;
      }
    };
    for (const id of Object.keys(nl)) {
      const dutch = parsed('nl-NL', id, nl[id]);
      const english = id in en ? parsed('en-GB', id, en[id]) : undefined;
      if (!dutch || !english) continue;
      const a = [...argumentsOf(dutch)].sort().join(',');
      const b = [...argumentsOf(english)].sort().join(',');
      if (a !== b) problems.push(`${id}: arguments {${a}} in Dutch but {${b}} in English`);
    }
    expect(problems).toEqual([]);
  });

  it('hold every id the source and the flows use', () => {
    const missing = [...usedIds()]
      .filter(([id]) => !(id in nl) || !(id in en))
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('the checks themselves catch problems', () => {
    expect(() => parse('{count, plural, one {# item}')).toThrow();
    expect(idsIn(`<FormattedMessage id="a.b" /> <main id="main">`, SOURCE_PATTERNS)).toEqual([
      'a.b',
    ]);
    expect(idsIn(`intl.formatMessage({ id: 'x.y.z' })`, SOURCE_PATTERNS)).toEqual(['x.y.z']);
    expect(idsIn(`{ "titleId": "flow.age.title", "id": "step1" }`, [FLOW_PATTERN])).toEqual([
      'flow.age.title',
    ]);
    expect([...argumentsOf(parse('{n, plural, one {# {who}} other {#}}'))].sort()).toEqual([
      'n',
      'who',
    ]);
  });
});
