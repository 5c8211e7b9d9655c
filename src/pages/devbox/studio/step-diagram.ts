// The studio's step graph as a diagram: the flows:graph structure (`edgesFrom`, the one builder
// `npm run flows:graph` draws as Mermaid) laid out top to bottom by dagre, which places the steps,
// routes the edges that skip steps around them and finds room for their condition labels. Each
// step is marked shown or skipped for the previewed member, and the edges the member takes
// (start, the steps shown in order, submit) form the path. Pure: the page draws it as SVG.
import dagre, { type EdgeLabel } from '@dagrejs/dagre';
import { describeRule } from '../../../../scripts/flows-describe-rule';
import { edgesFrom, type FlowEdge } from '../../../engine/core/flow/flow-edges';
import type { FlowDefinition, StepDefinition } from '../../../engine/core/types/flow';

/** What a node stands for. */
export type DiagramNodeState = 'start' | 'shown' | 'skipped' | 'submit';

/** A point in the diagram (pixels from its top left). */
export interface Point {
  x: number;
  y: number;
}

/** A box of text, placed: its centre and size. */
export interface PlacedBox extends Point {
  /** Width in pixels. */
  width: number;
  /** Height in pixels. */
  height: number;
}

/** A node: the start, a step, or the submit. */
export interface DiagramNode extends PlacedBox {
  /** Position in the flow: -1 the start, `steps.length` the submit, else the step's index. */
  index: number;
  /** The step; absent for the start and the submit. */
  step?: StepDefinition;
  /** Shown or skipped for this member (start and submit are their own states). */
  state: DiagramNodeState;
  /** The lines of text in the node. */
  lines: string[];
}

/** An edge, with its route and its label's place. */
export interface DiagramEdge extends FlowEdge {
  /** True when this member goes along it: both ends on the path, every step between skipped. */
  onPath: boolean;
  /** The line through these points, first to last. */
  points: Point[];
  /** The label (the condition in short form, or "otherwise"), when the edge has one. */
  label?: PlacedBox & { text: string };
}

/** A laid-out step graph. */
export interface StepDiagram {
  /** Width of the whole drawing, in pixels. */
  width: number;
  /** Its height. */
  height: number;
  /** The start, each step in flow order, then the submit. */
  nodes: DiagramNode[];
  /** Every edge of `edgesFrom`, from the start and each step. */
  edges: DiagramEdge[];
}

/** The words the diagram shows, in the page's language. */
export interface DiagramTexts {
  /** The text lines of a node. */
  node: (node: { index: number; step?: StepDefinition; state: DiagramNodeState }) => string[];
  /** The label of an edge; `condition` is its rule in short form (`describeRule`). */
  edge: (edge: FlowEdge, condition: string | undefined) => string | undefined;
}

/** Text is drawn in a 12px monospace font: each character takes this much width. */
export const CHAR_WIDTH = 7.25;
/** The height of one line of text. */
export const LINE_HEIGHT = 16;
const PADDING = 10;

const boxOf = (lines: string[]) => ({
  width: Math.ceil(Math.max(...lines.map((line) => line.length)) * CHAR_WIDTH) + 2 * PADDING,
  height: lines.length * LINE_HEIGHT + PADDING,
});

/**
 * The diagram of `flow` for a member who sees the steps `shown(index)` says, with the words of
 * `texts`. Steps whose state is not known yet count as shown.
 */
export function stepDiagram(
  flow: Pick<FlowDefinition, 'steps'>,
  shown: (index: number) => boolean,
  texts: DiagramTexts,
): StepDiagram {
  const count = flow.steps.length;
  const key = (index: number) => String(index);
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 26, edgesep: 16, marginx: 4, marginy: 4 });
  graph.setDefaultEdgeLabel(() => ({}));

  const nodes = [-1, ...flow.steps.keys(), count].map((index) => {
    const step = flow.steps[index];
    const state: DiagramNodeState =
      index < 0 ? 'start' : index === count ? 'submit' : shown(index) ? 'shown' : 'skipped';
    const lines = texts.node({ index, ...(step && { step }), state });
    graph.setNode(key(index), boxOf(lines));
    return { index, ...(step && { step }), state, lines };
  });

  // The member's path: start, the steps shown in order, submit.
  const path = nodes.filter(({ state }) => state !== 'skipped').map(({ index }) => index);
  const next = new Map(path.slice(0, -1).map((index, at) => [index, path[at + 1]]));

  const edges = [-1, ...flow.steps.keys()].flatMap((from) =>
    edgesFrom(flow, from).map((edge) => {
      const text = texts.edge(
        edge,
        edge.condition === undefined ? undefined : describeRule(edge.condition),
      );
      const name = `${edge.from}>${edge.to}`;
      graph.setEdge(
        key(edge.from),
        key(edge.to),
        text === undefined ? {} : { ...boxOf([text]), labelpos: 'c' },
        name,
      );
      return { edge, text, name };
    }),
  );

  dagre.layout(graph);
  const layout = graph.graph();
  return {
    width: Math.ceil(layout.width ?? 0),
    height: Math.ceil(layout.height ?? 0),
    nodes: nodes.map((node) => {
      const { x, y, width, height } = graph.node(key(node.index));
      return { ...node, x, y, width, height };
    }),
    edges: edges.map(({ edge, text, name }) => {
      const placed = graph.edge({ v: key(edge.from), w: key(edge.to), name }) as EdgeLabel;
      const label =
        text === undefined ? undefined : { text, x: placed.x!, y: placed.y!, ...boxOf([text]) };
      return {
        ...edge,
        onPath: next.get(edge.from) === edge.to,
        points: (placed.points ?? []).map(({ x, y }) => ({ x, y })),
        ...(label && { label }),
      };
    }),
  };
}
