// The flow studio's editor (issue 24) on the dev server, writing the project's own files: a step's
// title in both languages and a field's ui:showIf are changed and saved, the preview shows the
// change, and the files on disk hold it and still pass flows:check; a broken edit is refused with
// the checker's message and nothing is written. Every file the test may change is put back after.
// The flow editor completes and checks against the flow meta-schema, inside a step too. And a
// journey walked in the preview is saved as a fixture, which `npm run fixtures` replays headless
// and which then replays through the portal in this browser (the walk of `npm run fixtures --
// <flow> --browser`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  fillStep,
  flowFile,
  flowFixtures,
  stepReady,
  submitButton,
  texts,
} from './support/flows';
import { replayFixture } from './support/replay';
import { STUDIO_DEV_ORIGIN } from './support/studio';
import { resetStub } from './support/stub';

const root = process.cwd();
const FLOW = 'flows/pension-age.flow.json';
const UI = 'schemas/pension-age/kies-pensioenleeftijd.ui.json';
const NL = 'locales/nl-NL.json';
const EN = 'locales/en-GB.json';
const TITLE_ID = 'flow.pension-age.step.kies-pensioenleeftijd.title';
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const originals = Object.fromEntries([FLOW, UI, NL, EN].map((path) => [path, read(path)]));

// The dev server compiles the page's modules on first use.
test.setTimeout(240_000);

// The studio's texts review imports the ICU parser as `#icu-parser`, an import the dev server's
// first scan of dependencies does not follow: the server finds the parser when a page first asks
// for the module, bundles it then and reloads every open page. Asking for that module and for the
// parser as bundled, before any page is open, has that happen first.
test.beforeAll(async ({ playwright }) => {
  const server = await playwright.request.newContext({ baseURL: STUDIO_DEV_ORIGIN });
  try {
    const review = await server.get('/scripts/flows-texts-review.ts', { timeout: 120_000 });
    const parser = /from "(\/node_modules\/\.vite\/deps\/[^"]*icu-messageformat-parser[^"]*)"/.exec(
      await review.text(),
    )?.[1];
    expect(parser, 'the texts review imports the pre-bundled ICU parser').toBeTruthy();
    expect((await server.get(parser!, { timeout: 120_000 })).status()).toBe(200);
  } finally {
    await server.dispose();
  }
});

test.afterEach(() => {
  for (const [path, text] of Object.entries(originals))
    if (read(path) !== text) writeFileSync(join(root, path), text);
});

/** Replaces every `from` with `to` in an editor, through CodeMirror's own search panel. */
async function replaceAll(page: Page, editor: Locator, from: string, to: string) {
  await editor.click();
  await page.keyboard.press('Control+f');
  const panel = page.locator('.cm-search');
  await panel.locator('input[name="search"]').fill(from);
  await panel.locator('input[name="replace"]').fill(to);
  await panel.locator('button[name="replaceAll"]').click();
  await panel.locator('button[name="close"]').click();
}

/**
 * Selects the first `text` in an editor through its search panel (scrolled into view), the
 * editor focused again. The panel takes its query on change, so its "next" button, not Enter.
 */
async function findInEditor(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('Control+f');
  const panel = page.locator('.cm-search');
  await panel.locator('input[name="search"]').fill(text);
  await panel.locator('button[name="next"]').click();
  await panel.locator('button[name="close"]').click();
}

const editorNamed = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

test('the studio edits a step, saves it through the checker, and refuses a broken edit', async ({
  page,
}) => {
  const nl = JSON.parse(originals[NL]!) as Record<string, string>;
  const en = JSON.parse(originals[EN]!) as Record<string, string>;
  const newTitle = { nl: 'Kies uw nieuwe pensioenleeftijd', en: 'Choose your new retirement age' };

  await page.goto('/devbox/studio-edit/pension-age/kies-pensioenleeftijd');
  const preview = page.getByTestId('flow-preview');
  await expect(preview.getByRole('heading', { name: nl[TITLE_ID] })).toBeVisible({
    timeout: 120_000,
  });
  await expect(preview.getByLabel('Leeftijd in jaren')).toBeHidden();
  await expect(page.getByText('De controle vindt geen problemen.')).toBeVisible();
  await expectAccessible(page);

  // The title in both languages, and the years and months fields shown always.
  await replaceAll(page, editorNamed(page, /Nederlands/), nl[TITLE_ID]!, newTitle.nl);
  await replaceAll(page, editorNamed(page, /Engels/), en[TITLE_ID]!, newTitle.en);
  await replaceAll(
    page,
    editorNamed(page, /UI-schema/),
    '"ui:showIf": { "==": [{ "var": "answers.kies-pensioenleeftijd.type" }, "specific"] }',
    '"ui:showIf": true',
  );
  await page.getByTestId('studio-editor').getByRole('button', { name: 'Opslaan' }).click();

  // The dev server reloads the page with the saved files: the preview shows the change.
  await expect(preview.getByRole('heading', { name: newTitle.nl })).toBeVisible({
    timeout: 60_000,
  });
  await expect(preview.getByLabel('Leeftijd in jaren')).toBeVisible();
  await expectAccessible(page);
  expect((JSON.parse(read(NL)) as Record<string, string>)[TITLE_ID]).toBe(newTitle.nl);
  expect((JSON.parse(read(EN)) as Record<string, string>)[TITLE_ID]).toBe(newTitle.en);
  expect(read(UI)).toContain('"ui:showIf": true');
  expect(read(UI)).not.toContain('"ui:showIf": { "=="');
  expect(
    execFileSync('npm', ['run', '--silent', 'flows:check'], { cwd: root }).toString(),
  ).toContain('flows OK');

  // A title id no locale has: the page's checker says so, and the endpoint refuses to write.
  const saved = { flow: read(FLOW), nl: read(NL) };
  const flowEditor = editorNamed(page, /Flowbestand/);
  await expect(flowEditor).toBeVisible();
  await replaceAll(page, flowEditor, `"${TITLE_ID}"`, '"flow.pension-age.step.nope.title"');
  const message = 'message id flow.pension-age.step.nope.title is missing in nl-NL and en-GB';
  await expect(page.getByTestId('studio-problems')).toContainText(message);
  await page.getByTestId('studio-editor').getByRole('button', { name: 'Opslaan' }).click();
  const refused = page.getByTestId('studio-save-refused');
  await expect(refused).toContainText('de controle keurt de wijziging af');
  await expect(refused).toContainText(`flows/pension-age.flow.json /steps/0/title: ${message}`);
  await expectAccessible(page);
  expect(read(FLOW)).toBe(saved.flow);
  expect(read(NL)).toBe(saved.nl);
  // The edit is still in the editor: the page's checker still finds it.
  await expect(page.getByTestId('studio-problems')).toContainText(message);
});

test('the flow editor completes from the flow meta-schema and flags an unknown property', async ({
  page,
}) => {
  await page.goto('/devbox/studio-edit/pension-age/kies-pensioenleeftijd');
  const flowEditor = editorNamed(page, /Flowbestand/);
  await expect(flowEditor).toBeVisible({ timeout: 120_000 });
  // A new property at the top of the flow file: its name is offered from the meta-schema.
  await flowEditor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"quo');
  const completion = page.locator('.cm-tooltip-autocomplete');
  await expect(completion).toContainText('quoteDraft');
  await expectAccessible(page);
  // A name the meta-schema does not know is flagged in the editor's diagnostics.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('bogus');
  await page.keyboard.press('End');
  await page.keyboard.type(': 1,');
  // Its underline explains, in the meta-schema's words (markdown rendered: `bogus` as code). The
  // underline of the half-typed name is there first: hover again until the linter caught up.
  await expect(page.getByTestId('studio-problems')).toContainText('/bogus: is not allowed here');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.locator('.cm-lintRange-error', { hasText: 'bogus' }).first().hover();
    await expect(page.locator('.cm-tooltip-lint')).toContainText(
      'Additional property bogus is not allowed',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
});

test("inside a step the flow editor offers the step kind's properties and flags an unknown one", async ({
  page,
}) => {
  await page.goto('/devbox/studio-edit/pension-age/kies-pensioenleeftijd');
  const flowEditor = editorNamed(page, /Flowbestand/);
  await expect(flowEditor).toBeVisible({ timeout: 120_000 });
  // The form step's `uiSchema` renamed to `u`, the cursor after the `u`: asked for completion,
  // the editor offers the form kind's own property (the plain meta-schema's if/then gave none).
  await replaceAll(page, flowEditor, '"uiSchema": "pension-age/kies', '"u": "pension-age/kies');
  await findInEditor(page, flowEditor, '"u": "pension-age/kies');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('uiSchema');
  await expectAccessible(page);
  // `u` is no property of a form step: the meta-schema's own check (not only the checker's)
  // marks the step, which fits none of the kinds; the library puts its mark on the comma after
  // the step, brought into view with the next step's id.
  await page.keyboard.press('Escape');
  await findInEditor(page, flowEditor, '"id": "wat-betekent-dit"');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.locator('.cm-lintRange-error', { hasText: /^,$/ }).first().hover();
    await expect(page.locator('.cm-tooltip-lint')).toContainText('Wizard flow', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
});

test('a journey walked in the preview is saved as a fixture that replays headless and in the browser', async ({
  page,
  request,
}) => {
  // The preview reads the persona as the stub has it now; the replay starts from the persona file.
  // Earlier specs changed member-active (its pension age) on lane 0's stub, which the studio's dev
  // server talks to whatever lane runs this spec: start from the file again.
  await resetStub(request);
  const name = `recorded-${Date.now()}`;
  const saved = join(root, 'tests', 'fixtures', 'flows', 'pension-age', `${name}.json`);
  const answers: Record<string, Record<string, unknown>> = {
    'kies-pensioenleeftijd': { type: 'specific', years: 70, months: 0 },
    samenvatting: { declaration: true },
  };
  try {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+01:00'));
    await page.goto('/devbox/flows/pension-age?persona=member-active');
    await expect(page.getByTestId('wizard')).toBeVisible({ timeout: 120_000 });
    const flow = flowFile('pension-age');
    const visited: string[] = [];
    for (;;) {
      const step = await stepReady(page);
      visited.push(step);
      await fillStep(page, step, answers[step] ?? {});
      if (step === 'samenvatting') break;
      expect(await clickNext(page, flow)).toBe('step');
    }
    await submitButton(page).click();

    const form = page.getByTestId('save-fixture');
    await form.getByLabel(texts.nl['studio.edit.fixture.name']!).fill(name);
    await form
      .getByLabel(texts.nl['studio.edit.fixture.description']!)
      .fill('A member chooses 70 years, recorded in the preview.');
    await form.getByRole('button', { name: texts.nl['studio.edit.fixture.save'] }).click();
    await expect(form.getByRole('status')).toContainText(`npm run fixtures -- pension-age ${name}`);
    await expectAccessible(page);

    const fixture = JSON.parse(readFileSync(saved, 'utf8')) as {
      persona: string;
      answers: Record<string, unknown>;
      expectedSteps: string[];
      expectedCommand: { name: string };
    };
    expect(fixture.persona).toBe('member-active');
    expect(fixture.expectedSteps).toEqual(visited);
    expect(fixture.answers['kies-pensioenleeftijd']).toMatchObject(
      answers['kies-pensioenleeftijd']!,
    );
    expect(fixture.expectedCommand.name).toBe('personalPensionAgeCommand');
    // The tester's command replays it headless and passes (it exits non-zero otherwise).
    const replay = execFileSync('npm', ['run', '--silent', 'fixtures', '--', 'pension-age', name], {
      cwd: root,
      env: { ...process.env, CI: '' },
    }).toString();
    expect(replay).toContain(name);
    // And through the portal, as the browser replay walks it: sent as recorded.
    await resetStub(request);
    const recorded = flowFixtures('pension-age').find((one) => one.file === `${name}.json`);
    expect(recorded).toBeDefined();
    await replayFixture(page, request, flow, recorded!);
  } finally {
    if (existsSync(saved)) rmSync(saved);
  }
});
