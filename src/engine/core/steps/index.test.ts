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

describe('what a kind declares', () => {
  const form = { id: 'f', kind: 'form', title: 'a.b', schema: 'x/f.schema.json' };
  const info = { id: 'i', kind: 'info', title: 'a.b', schema: 'x/ignored.schema.json' };

  it('names the schema files it reads', () => {
    expect(stepKind('form').files({ ...form, uiSchema: 'x/f.ui.json' })).toEqual({
      schema: 'x/f.schema.json',
      uiSchema: 'x/f.ui.json',
    });
    expect(stepKind('form').files(form)).toEqual({ schema: 'x/f.schema.json' });
    expect(stepKind('info').files(info)).toEqual({});
    expect(stepKind('summary').files({ ...info, kind: 'summary' })).toEqual({});
  });

  it('says which kinds make summary sections and which shows the summary', () => {
    const kinds = Object.values(stepKinds);
    expect(kinds.filter((kind) => kind.inSummary).map((kind) => kind.kind)).toEqual(['form']);
    expect(kinds.filter((kind) => kind.showsSummary).map((kind) => kind.kind)).toEqual(['summary']);
    expect(kinds.filter((kind) => kind.store).map((kind) => kind.kind)).toEqual(['form']);
  });
});
