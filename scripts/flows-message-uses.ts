/**
 * Every message id a flow uses, where: in the flow file and in the step schemas and ui schemas it
 * names, found by the same meta-schema marks (`x-check: messageId`) the flow checker verifies.
 * Pure, over a source tree, so the studio's texts review runs in the browser too.
 */
import { environment, metaCheck } from './flows-check-env';
import { readTreeJson, type SourceTree } from './source-tree';

/** One use of a message id. */
export interface MessageUse {
  /** The message id. */
  id: string;
  /** Root-relative file that uses it. */
  file: string;
  /** JSON pointer of the use in that file. */
  pointer: string;
}

/** The message ids of `flowFile` (root-relative) and its schema files, in the order found. */
export function flowMessageUses(tree: SourceTree, flowFile: string): MessageUse[] {
  const env = environment(tree);
  const uses: MessageUse[] = [];
  const collect = (file: string, marked: { kind: string; value: unknown; pointer: string }[]) => {
    for (const item of marked)
      if (item.kind === 'messageId' && typeof item.value === 'string')
        uses.push({ id: item.value, file, pointer: item.pointer });
  };
  const flow = readTreeJson(tree, flowFile);
  if (!flow.ok) return [];
  const checked = metaCheck(env, env.validateFlow, flow.value);
  if (!checked.ok) return [];
  collect(flowFile, checked.marked);
  for (const item of checked.marked) {
    if (item.kind !== 'schemaFile' && item.kind !== 'uiSchemaFile') continue;
    const file = `schemas/${String(item.value)}`;
    const read = readTreeJson(tree, file);
    if (!read.ok) continue;
    const validate = item.kind === 'schemaFile' ? env.validateStepSchema : env.validateUiSchema;
    const schema = metaCheck(env, validate, read.value);
    if (schema.ok) collect(file, schema.marked);
  }
  return uses;
}
