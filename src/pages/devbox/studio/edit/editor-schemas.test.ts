// Each file the studio edits is completed and checked with its own meta-schema: the flow file
// with the flow's, a step schema with the step's, a ui schema with the ui's; texts with none. The
// flow's is the editor's form of it: inside a step, what the editor's library can follow.
import { readFileSync } from 'node:fs';
import type { ErrorObject } from 'ajv';
import { flowFiles, shortPath } from '../../../../../scripts/flows-files';
import flowMetaSchema from '../../../../../schemas/meta/flow.schema.json';
import stepMetaSchema from '../../../../../schemas/meta/step.schema.json';
import uiMetaSchema from '../../../../../schemas/meta/ui.schema.json';
import { createMetaAjv } from '../../../../engine/core/flow/meta-ajv';
import { editorFileKind, metaSchemaOf } from './editor-schemas';

const FLOW = 'flows/pension-age.flow.json';
const validateFlow = createMetaAjv().compile(metaSchemaOf(FLOW)!);

/** The errors of the editor's flow schema for `flow`, none when it is valid. */
function errorsOf(flow: unknown): ErrorObject[] {
  return validateFlow(flow) ? [] : [...(validateFlow.errors ?? [])];
}

/** The first step of pension-age (a form step), changed by `change`, in the whole flow. */
function withFirstStep(change: (step: Record<string, unknown>) => void): unknown {
  const flow = JSON.parse(readFileSync(FLOW, 'utf8')) as { steps: Record<string, unknown>[] };
  change(flow.steps[0]!);
  return flow;
}

/**
 * Keywords the editor's library (json-schema-library under codemirror-json-schema) does not
 * check: an error of theirs could never be shown in the editor.
 */
const UNFOLLOWED = new Set(['if', 'then', 'else', 'unevaluatedProperties']);

describe('metaSchemaOf', () => {
  it('gives the flow, step and ui files their meta-schema, the very files flows:check reads', () => {
    // The flow's in the editor's form (editor-meta-schema.ts), the others have nothing to change.
    expect(metaSchemaOf(FLOW)).not.toBe(flowMetaSchema);
    expect(metaSchemaOf(FLOW)!.$defs).toHaveProperty('step.oneOf');
    expect(metaSchemaOf('schemas/pension-age/kies-pensioenleeftijd.schema.json')).toBe(
      stepMetaSchema,
    );
    expect(metaSchemaOf('schemas/pension-age/kies-pensioenleeftijd.ui.json')).toBe(uiMetaSchema);
    expect(metaSchemaOf('schemas/partner-agreements/date.ui.json')).toBe(uiMetaSchema);
  });

  it('gives texts no schema, and knows them as texts', () => {
    expect(metaSchemaOf('locales/nl-NL.json')).toBeUndefined();
    expect(metaSchemaOf('locales/en-GB.json')).toBeUndefined();
    expect(editorFileKind('locales/en-GB.json')?.kind).toBe('texts');
  });

  it('knows no other files: the meta-schemas themselves, rules, files elsewhere', () => {
    for (const path of [
      'schemas/meta/flow.schema.json',
      'rules/pension-age.json',
      'flows/nested/x.flow.json',
      'src/flows/x.flow.json',
    ]) {
      expect(editorFileKind(path), path).toBeUndefined();
      expect(metaSchemaOf(path), path).toBeUndefined();
    }
  });
});

describe("the flow file's schema in the editor", () => {
  it('accepts every flow of the project', () => {
    for (const file of flowFiles()) {
      const flow = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      expect(errorsOf(flow), shortPath(file)).toEqual([]);
    }
  });

  it('refuses an unknown property inside a step as an additional property', () => {
    const errors = errorsOf(withFirstStep((step) => (step.bogus = 1)));
    expect(errors).toContainEqual(
      expect.objectContaining({
        instancePath: '/steps/0',
        keyword: 'additionalProperties',
        params: { additionalProperty: 'bogus' },
      }),
    );
    expect(errors.filter(({ keyword }) => UNFOLLOWED.has(keyword))).toEqual([]);
  });

  it("refuses a form step without its schema, and another kind's property on it", () => {
    const noSchema = errorsOf(withFirstStep((step) => delete step.schema));
    expect(noSchema).toContainEqual(
      expect.objectContaining({
        instancePath: '/steps/0',
        keyword: 'required',
        params: { missingProperty: 'schema' },
      }),
    );
    expect(noSchema.filter(({ keyword }) => UNFOLLOWED.has(keyword))).toEqual([]);
    const declaration = errorsOf(withFirstStep((step) => (step.declaration = { label: 'a.b' })));
    expect(declaration).toContainEqual(
      expect.objectContaining({
        keyword: 'additionalProperties',
        params: { additionalProperty: 'declaration' },
      }),
    );
    expect(declaration.filter(({ keyword }) => UNFOLLOWED.has(keyword))).toEqual([]);
  });
});
