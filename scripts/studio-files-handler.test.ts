// @vitest-environment node
// The studio's file endpoint against a temporary copy of the data folders: what it reads, each
// refusal (path, stale hash, failing check, not JSON) leaving the disk as it was, and a good write.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkFlows } from './flows-check';
import { repoRoot } from './flows-files';
import { contentHash, studioFileHandler } from './studio-files-handler';

let root: string;
let handle: ReturnType<typeof studioFileHandler>;
const FLOW = 'flows/pension-age.flow.json';
const NL = 'locales/nl-NL.json';
const EN = 'locales/en-GB.json';
const FIXTURE_SCHEMA = 'tests/fixtures/flows/fixture.schema.json';
/** A recorded journey, valid against the fixture schema. */
const journey = {
  $schema: '../fixture.schema.json',
  description: 'A recorded journey.',
  persona: 'member-active',
  now: '2026-11-21T10:00:00+01:00',
  answers: { 'kies-pensioenleeftijd': { type: 'agreement' } },
  expectedSteps: ['kies-pensioenleeftijd', 'samenvatting'],
  expectedCommand: { name: 'personalPensionAgeCommand', body: {} },
};
const fixtureText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const onDisk = (path: string) => readFileSync(join(root, path), 'utf8');
const put = (body: unknown) => handle({ method: 'PUT', body: JSON.stringify(body) });
const current = (path: string) => ({
  path,
  content: onDisk(path),
  baseHash: contentHash(onDisk(path)),
});

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-files-'));
  for (const folder of ['flows', 'schemas', 'locales', 'rules'])
    cpSync(join(repoRoot, folder), join(root, folder), { recursive: true });
  cpSync(join(repoRoot, FIXTURE_SCHEMA), join(root, FIXTURE_SCHEMA));
  handle = studioFileHandler(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The flow with its first step's title set to `id`. */
function withTitle(id: string): string {
  const flow = JSON.parse(onDisk(FLOW)) as { steps: { title: string }[] };
  flow.steps[0]!.title = id;
  return `${JSON.stringify(flow, null, 2)}\n`;
}

/** A locale file with `id` added. */
function withMessage(path: string, id: string, text: string): string {
  return `${JSON.stringify({ ...(JSON.parse(onDisk(path)) as object), [id]: text }, null, 2)}\n`;
}

describe('the studio file endpoint', async () => {
  it('reads a data file with the sha256 of its text', async () => {
    const { status, body } = await handle({ method: 'GET', path: FLOW });
    expect(status).toBe(200);
    expect(body.content).toBe(onDisk(FLOW));
    expect(body.hash).toBe(contentHash(onDisk(FLOW)));
  });

  it.each([
    ['src/main.tsx', 'is not under flows/'],
    ['package.json', 'is not under flows/'],
    ['flows/../package.json', 'leads out of its folder (..)'],
    ['flows/../../etc/passwd.json', 'leads out of its folder (..)'],
    ['/etc/passwd', 'is absolute'],
    ['C:\\flows\\x.json', 'is absolute'],
    ['flows/notes.md', 'is not a JSON file'],
  ])('refuses %s, reading or writing (403)', async (path, message) => {
    const read = await handle({ method: 'GET', path });
    expect(read.status).toBe(403);
    expect(read.body.message).toContain(message);
    const write = await put({ path, content: '{}', baseHash: null });
    expect(write.status).toBe(403);
    expect(write.body.message).toContain(message);
  });

  it('refuses a path that leads out through a symlink (403), writing nothing', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
    try {
      symlinkSync(outside, join(root, 'schemas', 'elsewhere'));
      const write = await put({ path: 'schemas/elsewhere/x.json', content: '{}', baseHash: null });
      expect(write.status).toBe(403);
      expect(write.body.message).toContain('through a link');
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(join(root, 'schemas', 'elsewhere'));
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('refuses a write over a file changed since it was read (409, with the current hash)', async () => {
    const before = onDisk(NL);
    const write = await put({ path: NL, content: '{}', baseHash: contentHash('an older text') });
    expect(write.status).toBe(409);
    expect(write.body.hash).toBe(contentHash(before));
    expect(write.body.message).toContain('has changed on disk');
    expect(onDisk(NL)).toBe(before);
  });

  it('refuses a write the flow checker fails (422, with its messages), writing nothing', async () => {
    const before = { flow: onDisk(FLOW), nl: onDisk(NL) };
    const write = await put({
      files: [
        { ...current(FLOW), content: withTitle('flow.pension-age.step.new.title') },
        { ...current(NL), content: withMessage(NL, 'flow.pension-age.step.new.title', 'Nieuw') },
      ],
    });
    expect(write.status).toBe(422);
    expect(write.body.problems).toEqual([
      'flows/pension-age.flow.json /steps/0/title: message id flow.pension-age.step.new.title is missing in en-GB',
    ]);
    expect(onDisk(FLOW)).toBe(before.flow);
    expect(onDisk(NL)).toBe(before.nl);
  }, 30_000);

  it('refuses a file that is not JSON (422), writing nothing', async () => {
    const before = onDisk(EN);
    const write = await put({ ...current(EN), content: '{ "a": ' });
    expect(write.status).toBe(422);
    expect(write.body.problems).toEqual([
      expect.stringMatching(/^locales\/en-GB\.json \/: is not valid JSON/),
    ]);
    expect(onDisk(EN)).toBe(before);
  });

  it('writes files that pass the check, all of them, and answers their new hashes', async () => {
    const id = 'flow.pension-age.step.new.title';
    const files = [
      { ...current(FLOW), content: withTitle(id) },
      { ...current(NL), content: withMessage(NL, id, 'Kies uw leeftijd') },
      { ...current(EN), content: withMessage(EN, id, 'Choose your age') },
    ];
    const write = await put({ files });
    expect(write.status).toBe(200);
    for (const file of files) {
      expect(JSON.parse(onDisk(file.path))).toEqual(JSON.parse(file.content));
      expect((write.body.hashes as Record<string, string>)[file.path]).toBe(
        contentHash(onDisk(file.path)),
      );
    }
    expect(readdirSync(join(root, 'locales')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await checkFlows({ root })).toEqual([]);
  }, 30_000);

  it('writes a recorded journey as a new fixture of an existing flow', async () => {
    const path = 'tests/fixtures/flows/pension-age/recorded.json';
    rmSync(join(root, 'tests/fixtures/flows/pension-age'), { recursive: true, force: true });
    const write = await put({ path, content: fixtureText(journey), baseHash: null });
    expect(write.status).toBe(200);
    // Formatted as the project formats it (prettier): short arrays stay on one line.
    expect(onDisk(path)).toContain('"expectedSteps": ["kies-pensioenleeftijd", "samenvatting"],');
    expect(JSON.parse(onDisk(path))).toEqual(journey);
  });

  it.each([
    [
      'tests/fixtures/flows/pension-age/no-persona.json',
      { ...journey, persona: undefined },
      'tests/fixtures/flows/pension-age/no-persona.json /persona: is required',
    ],
    [
      'tests/fixtures/flows/no-such-flow/recorded.json',
      journey,
      'tests/fixtures/flows/no-such-flow/recorded.json /: there is no flow no-such-flow (flows/no-such-flow.flow.json)',
    ],
    [
      'tests/fixtures/flows/pension-age/Bad Name.json',
      journey,
      'tests/fixtures/flows/pension-age/Bad Name.json /: a fixture is tests/fixtures/flows/<flow>/<name>.json, the name in a-z, 0-9, -',
    ],
  ])('refuses the fixture %s (422), writing nothing', async (path, value, problem) => {
    const write = await put({ path, content: fixtureText(value), baseHash: null });
    expect(write.status).toBe(422);
    expect(write.body.problems).toEqual([problem]);
    expect(existsSync(join(root, path))).toBe(false);
  });
});
