// @vitest-environment node
import flowMetaSchema from '../../../../schemas/meta/flow.schema.json';
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import type { StepDefinition } from '../types/flow';
import { blockTypes, resolveContent } from './index';

const info = sampleFlow.steps[2] as StepDefinition;

describe('resolveContent', () => {
  it('resolves the blocks that apply, with values and computed cells', () => {
    const context = sampleContext({
      answers: { kies: { type: 'a' } },
      data: {
        PolicyDetails: { limit: 1000 },
        ScenarioProjections: { current: 100, new: 120 },
      },
    });
    expect(resolveContent(sampleFlow, info, context)).toEqual([
      { type: 'text', text: 'flow.sample.info.intro', values: { limit: 1000 }, variant: 'plain' },
      {
        type: 'table',
        caption: 'flow.sample.info.caption',
        columns: [{ label: 'flow.sample.info.current' }, { label: 'flow.sample.info.new' }],
        rows: [{ label: 'flow.sample.info.amount', format: 'currency', cells: [100, 120] }],
      },
      { type: 'list', items: ['flow.sample.info.a', 'flow.sample.info.b'], values: {} },
      { type: 'help', title: 'flow.sample.help.title', items: ['flow.sample.help.one'] },
    ]);
  });

  it('shows a block once its showIf holds', () => {
    const context = sampleContext({ answers: { kies: { type: 'b' } } });
    const texts = resolveContent(sampleFlow, info, context).filter((b) => b.type === 'text');
    expect(texts.map((block) => block.type === 'text' && block.text)).toContain(
      'flow.sample.info.onlyB',
    );
  });

  it('gives nothing for a step without content and refuses an unknown block type', () => {
    const bare: StepDefinition = { id: 'x', kind: 'info', title: 'a.b' };
    expect(resolveContent(sampleFlow, bare, sampleContext())).toEqual([]);
    const odd: StepDefinition = { ...bare, content: [{ type: 'video' }] };
    expect(() => resolveContent(sampleFlow, odd, sampleContext())).toThrow(/Unknown content block/);
  });

  it('holds exactly the block types the flow meta-schema allows', () => {
    const allowed = flowMetaSchema.$defs.block.properties.type.enum;
    expect(Object.keys(blockTypes).sort()).toEqual([...allowed].sort());
  });
});
