/**
 * `scale`: where a value sits on a labelled scale, e.g. a risk profile on defensive → neutral →
 * offensive. The binding shows the steps in order, marks the one that matches and says it in
 * words too (never by colour alone).
 */
import { evaluate } from '../logic';
import type { Logic } from '../types/flow';
import type { BlockType, ScaleBlock } from './block-type';

/** A step as written in a flow. */
interface StepDefinition {
  value: unknown;
  label: string;
}

/** The position (0-based) of `value` among the steps, or -1 when it matches none. */
export function scalePosition(steps: readonly { value: unknown }[], value: unknown): number {
  return steps.findIndex((step) => Object.is(step.value, value));
}

export const scaleBlock: BlockType = {
  type: 'scale',
  resolve: (block, scope): ScaleBlock => {
    const steps = (block.steps as StepDefinition[]).map(({ value, label }) => ({ value, label }));
    return {
      type: 'scale',
      label: block.label as string,
      steps,
      position: scalePosition(steps, evaluate(block.value as Logic, scope)),
      ...(typeof block.note === 'string' ? { note: block.note } : {}),
    };
  },
};
