// @vitest-environment node
// The Mermaid pages of flows:graph: rules as readable text, edges that skip conditional steps,
// and docs/flows/ kept in step with the flow files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeRule } from '../scripts/flows-describe-rule';
import { repoRoot } from '../scripts/flows-files';
import { fieldDestinations } from '../scripts/flows-destinations';
import { flowGraph, flowPage, graphPages } from '../scripts/flows-graph';
import { sampleFlow, sampleSchemas, sampleUiSchemas } from '../src/engine/core/testing/sample-flow';

describe('describeRule', () => {
  it('writes comparisons, logic and vars as text', () => {
    expect(describeRule({ '==': [{ var: 'answers.kies.type' }, 'specific'] })).toBe(
      'answers.kies.type == "specific"',
    );
    expect(describeRule({ and: [{ var: 'a' }, { '!': { var: 'b' } }] })).toBe('a and (not b)');
    expect(describeRule({ '<=': [1, { var: 'x' }, 3] })).toBe('1 <= x <= 3');
    expect(describeRule({ var: ['x', 0] })).toBe('x ?? 0');
    expect(describeRule({ '!!': [{ var: 'list' }] })).toBe('list is set');
  });

  it('writes if chains and other operations', () => {
    expect(describeRule({ if: [{ var: 'a' }, 1, { var: 'b' }, 2, 3] })).toBe(
      'if a then 1 else if b then 2 else 3',
    );
    expect(describeRule({ if: [{ var: 'a' }, 1] })).toBe('if a then 1');
    expect(describeRule({ add_months: [{ var: 'd' }, 2] })).toBe('add_months(d, 2)');
    expect(describeRule([1, 'a'])).toBe('[1, "a"]');
  });
});

describe('flowGraph', () => {
  const graph = flowGraph(sampleFlow);

  it('draws guards, steps and the skip around a conditional step', () => {
    expect(graph).toContain(
      'start -->|"data.PolicyDetails.pendingRequestCollection is set"| guard0',
    );
    expect(graph).toContain('step0 -->|"if answers.kies.type == #quot;b#quot;"| step1');
    expect(graph).toContain('step0 -->|"otherwise"| step2');
    expect(graph).toContain('step3 --> submit');
    expect(graph).toContain('submit --> success');
  });

  it('draws the nothing-changed exit', () => {
    expect(graph).toContain('step3 -->|"if answers.kies.type == data.PolicyDetails.type"| nothing');
  });
});

describe('flowPage', () => {
  it('says what the flow sends: each answer’s destination', () => {
    const destinations = fieldDestinations(sampleFlow, {
      schemas: sampleSchemas,
      uiSchemas: sampleUiSchemas,
    });
    const page = flowPage(sampleFlow, destinations);
    expect(page).toContain('## What it sends');
    expect(page).toContain(
      "- `personalPensionAgeCommand`; the member's copy: report `personalPensionAge`",
    );
    expect(page).toContain('| `kies` | `type` | command body `/type`; command body `/years` |');
    expect(page).toContain('| `kies` | `amount` | **nowhere** |');
    expect(page).toContain(
      '| `samenvatting` | `declaration` | implied by sending (a required declaration) |',
    );
  });
});

describe('docs/flows', () => {
  // Prettier formats sixteen pages, the rule tables among them: seconds on a busy machine.
  it(
    'match the flow files (run npm run flows:graph after changing a flow)',
    { timeout: 30_000 },
    async () => {
      for (const [file, content] of await graphPages())
        expect(readFileSync(join(repoRoot, file), 'utf8'), file).toBe(content);
    },
  );
});
