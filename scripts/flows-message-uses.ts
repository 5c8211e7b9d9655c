/**
 * Every message id a flow uses, where: in the flow file and in the step schemas and ui schemas it
 * names, found by the same meta-schema marks (`x-check: messageId`) the flow checker verifies.
 * Pure, over a source tree, so the studio's texts review runs in the browser too.
 */
import { environment, metaCheck, type Environment, type Marked } from './flows-check-env';
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

/** A file a flow is made of, with the values its meta-schema marks. */
export interface MarkedFile {
  /** Root-relative path. */
  file: string;
  /** The parsed file. */
  value: unknown;
  /** The marked values, as the meta-schema check found them. */
  marked: Marked[];
}

/**
 * The flow file and the step schemas and ui schemas it names that pass their meta-schema. The
 * environment costs most of the time (it compiles the meta-schemas): a caller reading many flows
 * passes one; only its validators are used, so one made over another tree serves as well.
 */
export function flowMarkedFiles(
  tree: SourceTree,
  flowFile: string,
  env: Environment = environment(tree),
): MarkedFile[] {
  const flow = readTreeJson(tree, flowFile);
  if (!flow.ok) return [];
  const checked = metaCheck(env, env.validateFlow, flow.value);
  if (!checked.ok) return [];
  const files: MarkedFile[] = [{ file: flowFile, value: flow.value, marked: checked.marked }];
  for (const item of checked.marked) {
    if (item.kind !== 'schemaFile' && item.kind !== 'uiSchemaFile') continue;
    const file = `schemas/${String(item.value)}`;
    const read = readTreeJson(tree, file);
    if (!read.ok) continue;
    const validate = item.kind === 'schemaFile' ? env.validateStepSchema : env.validateUiSchema;
    const schema = metaCheck(env, validate, read.value);
    if (schema.ok) files.push({ file, value: read.value, marked: schema.marked });
  }
  return files;
}

/** The message ids of `flowFile` (root-relative) and its schema files, in the order found. */
export function flowMessageUses(
  tree: SourceTree,
  flowFile: string,
  env?: Environment,
): MessageUse[] {
  return flowMarkedFiles(tree, flowFile, env).flatMap(({ file, marked }) =>
    marked
      .filter((item) => item.kind === 'messageId' && typeof item.value === 'string')
      .map((item) => ({ id: String(item.value), file, pointer: item.pointer })),
  );
}
