// The diagram holds exactly the flows:graph edges, marks the steps a member skips and the edges
// the member takes, labels conditional and otherwise edges, and lays the steps out top to bottom
// with every edge running from its step to the next one it names.
import { readFileSync } from 'node:fs';
import { edgesFrom } from '../../../engine/core/flow/flow-edges';
import type { FlowDefinition } from '../../../engine/core/types/flow';
import { stepDiagram, type DiagramTexts } from './step-diagram';

const rule = { '==': [{ var: 'answers.a.more' }, 'yes'] };
const flow = {
  steps: [
    { id: 'a', kind: 'form', title: 't' },
    { id: 'b', kind: 'info', title: 't', showIf: rule },
    { id: 'c', kind: 'form', title: 't' },
    { id: 'd', kind: 'summary', title: 't' },
  ],
} as unknown as FlowDefinition;

const texts: DiagramTexts = {
  node: ({ step, state }) => (step ? [step.id, `${step.kind} ${state}`] : [state]),
  edge: (edge, condition) =>
    condition !== undefined ? `if ${condition}` : edge.otherwise ? 'otherwise' : undefined,
};

describe('stepDiagram', () => {
  const diagram = stepDiagram(flow, (index) => index !== 1, texts);
  const edge = (from: number, to: number) =>
    diagram.edges.find((one) => one.from === from && one.to === to)!;

  it('has the start, each step with its state, and the submit, top to bottom', () => {
    expect(diagram.nodes.map(({ index, state, lines }) => [index, state, lines])).toEqual([
      [-1, 'start', ['start']],
      [0, 'shown', ['a', 'form shown']],
      [1, 'skipped', ['b', 'info skipped']],
      [2, 'shown', ['c', 'form shown']],
      [3, 'shown', ['d', 'summary shown']],
      [4, 'submit', ['submit']],
    ]);
    const ys = diagram.nodes.map(({ y }) => y);
    expect([...ys].sort((p, q) => p - q)).toEqual(ys);
    for (const node of diagram.nodes) {
      expect(node.x - node.width / 2).toBeGreaterThanOrEqual(0);
      expect(node.x + node.width / 2).toBeLessThanOrEqual(diagram.width);
      expect(node.y + node.height / 2).toBeLessThanOrEqual(diagram.height);
    }
  });

  it('draws the edges of edgesFrom, the path the member takes, and labels the conditions', () => {
    expect(diagram.edges.map(({ from, to, onPath }) => [from, to, onPath])).toEqual([
      [-1, 0, true],
      [0, 1, false],
      [0, 2, true],
      [1, 2, false],
      [2, 3, true],
      [3, 4, true],
    ]);
    expect(edge(0, 1).label?.text).toBe('if answers.a.more == "yes"');
    expect(edge(0, 2).label?.text).toBe('otherwise');
    expect(edge(2, 3).label).toBeUndefined();
    // Each line leaves its step and ends at the step it names.
    for (const one of diagram.edges) {
      const [from, to] = [one.from, one.to].map((index) =>
        diagram.nodes.find((node) => node.index === index)!,
      );
      const [first, last] = [one.points[0]!, one.points.at(-1)!];
      expect(first.y).toBeCloseTo(from!.y + from!.height / 2, 0);
      expect(last.y).toBeCloseTo(to!.y - to!.height / 2, 0);
    }
  });

  it('holds the same edges flows:graph prints for a real flow, ex-partner skipped', () => {
    const real = JSON.parse(
      readFileSync('flows/value-transfer.flow.json', 'utf8'),
    ) as FlowDefinition;
    const exPartner = real.steps.findIndex((step) => step.id === 'ex-partner');
    const drawn = stepDiagram(real, (index) => index !== exPartner, texts);
    const expected = [-1, ...real.steps.keys()].flatMap((from) => edgesFrom(real, from));
    expect(drawn.edges.map(({ from, to }) => [from, to])).toEqual(
      expected.map(({ from, to }) => [from, to]),
    );
    expect(drawn.nodes.find((node) => node.step?.id === 'ex-partner')?.state).toBe('skipped');
    const onPath = drawn.edges.filter((one) => one.onPath).map(({ from, to }) => [from, to]);
    expect(onPath).toContainEqual([exPartner - 1, exPartner + 1]);
    expect(onPath).not.toContainEqual([exPartner - 1, exPartner]);
    expect(onPath).not.toContainEqual([exPartner, exPartner + 1]);
  });
});
