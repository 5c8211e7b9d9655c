/** `list`: bullets sharing placeholder values. */
import type { Logic } from '../types/flow';
import type { BlockType } from './block-type';
import { messageValues } from './message-values';

export const listBlock: BlockType = {
  type: 'list',
  resolve: (block, scope) => ({
    type: 'list',
    items: block.items as string[],
    values: messageValues(block.values as Record<string, Logic> | undefined, scope),
  }),
};
