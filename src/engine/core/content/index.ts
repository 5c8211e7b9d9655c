/**
 * The registry of content block types, and the content of a step as the binding shows it. A new
 * block type joins by adding its file and one line here, plus its `$defs` entry in the flow
 * meta-schema.
 */
import { logicScope } from '../flow/logic-scope';
import { truthy } from '../logic';
import { effectiveContext } from '../navigation/visible-steps';
import type { FlowContext } from '../types/context';
import type { FlowDefinition, StepDefinition } from '../types/flow';
import type { BlockType, ResolvedBlock } from './block-type';
import { helpBlock } from './help-block';
import { listBlock } from './list-block';
import { scaleBlock } from './scale-block';
import { tableBlock } from './table-block';
import { textBlock } from './text-block';

/** Every block type by name. */
export const blockTypes: Readonly<Record<string, BlockType>> = Object.fromEntries(
  [textBlock, listBlock, helpBlock, tableBlock, scaleBlock].map((block) => [block.type, block]),
);

/**
 * The blocks of a step that apply now, resolved: message ids with values, table cells computed.
 * Rules see the answers of visible steps only.
 */
export function resolveContent(
  flow: FlowDefinition,
  step: StepDefinition,
  context: FlowContext,
): ResolvedBlock[] {
  const scope = logicScope(flow, effectiveContext(flow, context));
  return (step.content ?? [])
    .filter((block) => block.showIf === undefined || truthy(block.showIf, scope))
    .map((block) => {
      const type = blockTypes[block.type];
      if (!type) throw new Error(`Unknown content block type ${block.type} in step ${step.id}`);
      return type.resolve(block, scope);
    });
}

export type * from './block-type';
