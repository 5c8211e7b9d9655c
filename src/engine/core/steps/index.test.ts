// @vitest-environment node
import flowMetaSchema from '../../../../schemas/meta/flow.schema.json';
import { stepKind, stepKinds } from './index';

describe('step kind registry', () => {
  it('holds exactly the kinds the flow meta-schema allows', () => {
    const allowed = flowMetaSchema.$defs.step.properties.kind.enum;
    expect(Object.keys(stepKinds).sort()).toEqual([...allowed].sort());
  });

  it('finds a kind and refuses an unknown one', () => {
    expect(stepKind('info').validate({} as never)).toEqual([]);
    expect(stepKind('info').answerFields({ id: 'x', kind: 'info', title: 'a.b' }, {})).toEqual([]);
    expect(() => stepKind('wizardry')).toThrow(/Unknown step kind/);
  });
});
