// @vitest-environment node
import { evaluateTemplate, isRule, templateRules } from './evaluate-template';

const scope = { answers: { kies: { type: 'specific', years: 66 } }, session: { policyId: 'P1' } };

describe('evaluateTemplate', () => {
  it('evaluates rules at the leaves of a mapping', () => {
    expect(
      evaluateTemplate(
        {
          policyId: { var: 'session.policyId' },
          nested: { type: { var: 'answers.kies.type' }, fixed: 3 },
          list: [{ var: 'answers.kies.years' }, 'x'],
        },
        scope,
      ),
    ).toEqual({ policyId: 'P1', nested: { type: 'specific', fixed: 3 }, list: [66, 'x'] });
  });

  it('leaves out keys whose value comes out null', () => {
    expect(
      evaluateTemplate(
        { a: { var: 'answers.kies.missing' }, b: { if: [false, 1, null] }, c: 1 },
        scope,
      ),
    ).toEqual({ c: 1 });
  });

  it('keeps $literal values as written, null included', () => {
    expect(
      evaluateTemplate({ a: { $literal: { var: 'x' } }, b: { $literal: null } }, scope),
    ).toEqual({ a: { var: 'x' }, b: null });
  });

  it('evaluates a whole template that is one rule', () => {
    expect(evaluateTemplate({ var: 'session' }, scope)).toEqual({ policyId: 'P1' });
    expect(evaluateTemplate('plain', scope)).toBe('plain');
  });

  it('reads $map as a mapping even when its one key names an operation', () => {
    expect(evaluateTemplate({ $map: { date: { var: 'session.policyId' } } }, scope)).toEqual({
      date: 'P1',
    });
    expect(templateRules({ $map: { date: { var: 'x' } } })).toEqual([
      { pointer: '/date', rule: { var: 'x' } },
    ]);
  });

  it('reads a one-key object as a mapping when its key is no operation', () => {
    expect(isRule({ policyId: 1 })).toBe(false);
    expect(isRule({ var: 'a' })).toBe(true);
    expect(evaluateTemplate({ policyId: { var: 'session.policyId' } }, scope)).toEqual({
      policyId: 'P1',
    });
  });
});

describe('evaluateTemplate $when', () => {
  const list = [
    { code: 'A', on: { var: 'answers.kies.years' } },
    { $when: { '==': [{ var: 'answers.kies.type' }, 'agreement'] }, code: 'B' },
    { $when: { var: 'answers.kies.years' }, code: 'C' },
  ];

  it('leaves out a list item while its rule is false, and drops the $when key', () => {
    expect(evaluateTemplate({ items: list }, scope)).toEqual({
      items: [{ code: 'A', on: 66 }, { code: 'C' }],
    });
  });

  it('leaves out a field whose mapping does not apply', () => {
    expect(evaluateTemplate({ a: { $when: { var: 'missing' }, b: 1 }, c: 2 }, scope)).toEqual({
      c: 2,
    });
  });

  it('lists the $when rule for the flow checker', () => {
    expect(templateRules([{ $when: { var: 'x' }, a: { var: 'y' } }])).toEqual([
      { pointer: '/0/$when', rule: { var: 'x' } },
      { pointer: '/0/a', rule: { var: 'y' } },
    ]);
  });
});

describe('templateRules', () => {
  it('lists every rule with its pointer, not looking into literals', () => {
    expect(
      templateRules({
        a: { var: 'x' },
        'b/c': [{ var: 'y' }, 2],
        d: { $literal: { var: 'z' } },
      }),
    ).toEqual([
      { pointer: '/a', rule: { var: 'x' } },
      { pointer: '/b~1c/0', rule: { var: 'y' } },
    ]);
    expect(templateRules({ var: 'x' })).toEqual([{ pointer: '', rule: { var: 'x' } }]);
  });
});
