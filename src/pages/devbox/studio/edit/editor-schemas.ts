// Which meta-schema the studio's JSON editor completes, explains and checks a file with: the
// flow file the flow meta-schema, a step's schema the step meta-schema, a ui schema the ui
// meta-schema (the same files `flows:check` validates with, imported, not copied), each in the
// form the editor's library follows (editor-meta-schema.ts: a step's kind-specific properties as
// closed branches). Locale files have none: their problems are the checker's (missing ids, ICU).
import type { JSONSchema7 } from 'json-schema';
import flowMetaSchema from '../../../../../schemas/meta/flow.schema.json';
import stepMetaSchema from '../../../../../schemas/meta/step.schema.json';
import uiMetaSchema from '../../../../../schemas/meta/ui.schema.json';
import { editorMetaSchema } from './editor-meta-schema';

/** A kind of file the studio edits. */
export interface EditorFileKind {
  /** Stable name of the kind. */
  kind: 'flow' | 'uiSchema' | 'stepSchema' | 'texts';
  /** The root-relative paths of this kind. */
  pattern: RegExp;
  /** The meta-schema its text must follow, in the editor's form; none for texts. */
  schema: JSONSchema7 | undefined;
}

/** The kinds, first match wins (a ui schema's name also ends in `.json` under `schemas/`). */
export const EDITOR_FILE_KINDS: readonly EditorFileKind[] = [
  {
    kind: 'flow',
    pattern: /^flows\/[^/]+\.flow\.json$/,
    schema: editorMetaSchema(flowMetaSchema as unknown as JSONSchema7),
  },
  {
    kind: 'uiSchema',
    pattern: /^schemas\/(?!meta\/).+\.ui\.json$/,
    schema: editorMetaSchema(uiMetaSchema as unknown as JSONSchema7),
  },
  {
    kind: 'stepSchema',
    pattern: /^schemas\/(?!meta\/).+\.json$/,
    schema: editorMetaSchema(stepMetaSchema as unknown as JSONSchema7),
  },
  { kind: 'texts', pattern: /^locales\/[^/]+\.json$/, schema: undefined },
];

/** The kind of the file at `path` (root-relative), if the studio edits such files. */
export function editorFileKind(path: string): EditorFileKind | undefined {
  return EDITOR_FILE_KINDS.find(({ pattern }) => pattern.test(path));
}

/** The meta-schema for the file at `path`; undefined for texts and files of no known kind. */
export function metaSchemaOf(path: string): JSONSchema7 | undefined {
  return editorFileKind(path)?.schema;
}
