/**
 * The React side of the content block registry of `core/content`: one view per block type. A
 * new block type joins by adding its view file and one line here.
 */
import { memo, type ComponentType } from 'react';
import type { ResolvedBlock } from '../../core';
import { HelpBlockView } from './help-block';
import { ListBlockView } from './list-block';
import { ScaleBlockView } from './scale-block';
import { TableBlockView } from './table-block';
import { TextBlockView } from './text-block';

type Views = {
  [T in ResolvedBlock['type']]: ComponentType<{ block: Extract<ResolvedBlock, { type: T }> }>;
};

/** The view of every block type. */
export const blockViews: Views = {
  text: TextBlockView,
  list: ListBlockView,
  help: HelpBlockView,
  table: TableBlockView,
  scale: ScaleBlockView,
};

/** Renders resolved blocks in order. */
function BlocksView({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const View = blockViews[block.type] as ComponentType<{ block: ResolvedBlock }>;
        return <View key={index} block={block} />;
      })}
    </>
  );
}

/**
 * The step's content blocks. Resolved anew whenever the answers change (a block may show an
 * answer), so they render again only when what they say changed, not on every keystroke.
 */
export const ContentBlocks = memo(
  BlocksView,
  (before, after) =>
    before.blocks === after.blocks ||
    JSON.stringify(before.blocks) === JSON.stringify(after.blocks),
);
