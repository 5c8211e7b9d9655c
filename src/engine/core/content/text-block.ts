/** `text`: a paragraph with placeholder values. */
import type { Logic } from '../types/flow';
import type { BlockType, TextBlock } from './block-type';
import { messageValues } from './message-values';

export const textBlock: BlockType = {
  type: 'text',
  resolve: (block, scope) => ({
    type: 'text',
    text: block.text as string,
    values: messageValues(block.values as Record<string, Logic> | undefined, scope),
    variant: (block.variant as TextBlock['variant'] | undefined) ?? 'plain',
  }),
};
