/**
 * What a content block type supplies: how a block as written in a flow becomes what the binding
 * shows. Block types are a registry (`./index.ts`); one file per type.
 */
import type { LogicScope } from '../types/context';
import type { ContentBlockDefinition, ValueFormat } from '../types/flow';

/** A paragraph. */
export interface TextBlock {
  type: 'text';
  /** Message id. */
  text: string;
  /** Its placeholder values. */
  values: Record<string, string | number>;
  /** How it stands out. */
  variant: 'plain' | 'intro' | 'note' | 'warning';
}

/** Bullets. */
export interface ListBlock {
  type: 'list';
  /** Message ids. */
  items: string[];
  /** Placeholder values shared by the items. */
  values: Record<string, string | number>;
}

/** An expandable explanation. */
export interface HelpBlock {
  type: 'help';
  /** Message id of the heading. */
  title: string;
  /** Message ids of the paragraphs. */
  items: string[];
}

/** A table row: a label and one value per column, with the format to show them in. */
export interface TableRow {
  /** Message id of the row label. */
  label: string;
  /** How the cells are shown. */
  format: ValueFormat;
  /** One value per column. */
  cells: unknown[];
}

/** A table, e.g. current vs new situation. */
export interface TableBlock {
  type: 'table';
  /** Message id of the caption. */
  caption?: string;
  /** Column headers (message ids). */
  columns: { label: string }[];
  /** The rows that apply. */
  rows: TableRow[];
}

/** Where a value sits on a labelled scale (e.g. a risk profile). */
export interface ScaleBlock {
  type: 'scale';
  /** Message id naming what the scale measures. */
  label: string;
  /** The steps in order, low to high: a value and its label (message id). */
  steps: { value: unknown; label: string }[];
  /** The index of the step that matches the value, or -1 when none does. */
  position: number;
  /** Message id of a note under the scale. */
  note?: string;
}

/** A block ready to show. */
export type ResolvedBlock = TextBlock | ListBlock | HelpBlock | TableBlock | ScaleBlock;

/** One block type. */
export interface BlockType {
  /** The `type` written in flow files. */
  readonly type: string;
  /** The block as shown for this scope (its own `showIf` is already known to hold). */
  resolve(block: ContentBlockDefinition, scope: LogicScope): ResolvedBlock;
}
