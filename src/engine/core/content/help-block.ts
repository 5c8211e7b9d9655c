/** `help`: an expandable explanation (heading plus paragraphs). */
import type { BlockType } from './block-type';

export const helpBlock: BlockType = {
  type: 'help',
  resolve: (block) => ({
    type: 'help',
    title: block.title as string,
    items: block.items as string[],
  }),
};
