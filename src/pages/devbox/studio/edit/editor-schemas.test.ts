// Each file the studio edits is completed and checked with its own meta-schema: the flow file
// with the flow's, a step schema with the step's, a ui schema with the ui's; texts with none.
import flowMetaSchema from '../../../../../schemas/meta/flow.schema.json';
import stepMetaSchema from '../../../../../schemas/meta/step.schema.json';
import uiMetaSchema from '../../../../../schemas/meta/ui.schema.json';
import { editorFileKind, metaSchemaOf } from './editor-schemas';

describe('metaSchemaOf', () => {
  it('gives the flow, step and ui files their meta-schema, the very files flows:check reads', () => {
    expect(metaSchemaOf('flows/pension-age.flow.json')).toBe(flowMetaSchema);
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
