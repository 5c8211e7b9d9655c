// @vitest-environment node
// The layer rules of eslint.config.js refuse what docs/architecture.md forbids: a page importing
// the route table, and an import that closes a cycle. Linted as text under a real path, so the
// rules resolve the imports against the tree as it is.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` as the file at `filePath`. */
async function ruleIds(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe('layer rules', () => {
  it('refuse a page importing the route table', async () => {
    const code =
      "import { routeTable } from '../../routes/route-table';\nexport const n = routeTable.length;\n";
    expect(await ruleIds(code, 'src/pages/home/uses-table.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuse i18n importing the UI', async () => {
    const code = "import { Spinner } from '../ui/spinner/spinner';\nexport const s = Spinner;\n";
    expect(await ruleIds(code, 'src/i18n/uses-ui.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuse an import that closes a cycle', async () => {
    // http-client imports request-url: request-url importing http-client closes a cycle.
    const code = "import { http } from './http-client';\nexport const client = http;\n";
    expect(await ruleIds(code, 'src/api/request-url.ts')).toContain('import-x/no-cycle');
  });

  it('pass the tree as it is', async () => {
    const code = "import { requestUrl } from './request-url';\nexport const url = requestUrl;\n";
    expect(await ruleIds(code, 'src/api/uses-request-url.ts')).toEqual([]);
  });
}, 120_000);
