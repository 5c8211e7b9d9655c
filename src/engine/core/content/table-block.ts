/** `table`: rows of values fed by data and answers, e.g. current vs new situation. */
import { evaluate, truthy } from '../logic';
import type { Logic, ValueFormat } from '../types/flow';
import type { BlockType } from './block-type';

/** A row as written in a flow. */
interface RowDefinition {
  label: string;
  format?: ValueFormat;
  cells: Logic[];
  showIf?: Logic;
}

export const tableBlock: BlockType = {
  type: 'table',
  resolve: (block, scope) => ({
    type: 'table',
    ...(typeof block.caption === 'string' ? { caption: block.caption } : {}),
    columns: block.columns as { label: string }[],
    rows: (block.rows as RowDefinition[])
      .filter((row) => row.showIf === undefined || truthy(row.showIf, scope))
      .map((row) => ({
        label: row.label,
        format: row.format ?? 'text',
        cells: row.cells.map((cell) => evaluate(cell, scope)),
      })),
  }),
};
