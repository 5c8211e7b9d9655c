import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en-GB.json';
import nl from '../../../../locales/nl-NL.json';
import { customOperationNames } from '../logic';
import { explainRule, readValues } from './explain-rule';
import { statement, verdictWords, whyText, WHY_MESSAGE_IDS, type WhyPart } from './explain-words';

const messages = en as Record<string, string>;
/** The words in English, placeholders filled in plainly (enough to read them in a test). */
const english = (part: WhyPart) =>
  whyText(part, (id, values) =>
    (messages[id] ?? `?${id}`).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''),
  );
const why = (rule: unknown, scope: unknown) => english(statement(explainRule(rule, scope)));

const scope = {
  answers: { uitkering: { paidOut: 'no' }, scheiding: { exPartnerShare: 'no' } },
  data: { Policy: { kind: 'dc', amount: 12 } },
  now: '2026-11-27T10:00:00Z',
};

describe('explainRule', () => {
  it('gives every node the result evaluate gives, and each var its path and value', () => {
    const tree = explainRule({ '==': [{ var: 'answers.uitkering.paidOut' }, 'no'] }, scope);
    expect(tree).toMatchObject({
      operation: '==',
      result: true,
      args: [
        { operation: 'var', path: 'answers.uitkering.paidOut', value: 'no' },
        { result: 'no' },
      ],
    });
    expect(readValues(tree)).toEqual([{ path: 'answers.uitkering.paidOut', value: 'no' }]);
  });

  it('leaves per-element arguments as written', () => {
    const tree = explainRule(
      { some: [{ var: 'data.list' }, { '==': [{ var: '' }, 1] }] },
      { data: { list: [1] } },
    );
    expect(tree.result).toBe(true);
    expect(tree.args[1]).toMatchObject({ perElement: true, result: undefined });
  });
});

describe('the words', () => {
  it('says a comparison of a variable with a value plainly, either way', () => {
    expect(
      english(
        verdictWords(
          'shown',
          explainRule({ '==': [{ var: 'answers.uitkering.paidOut' }, 'no'] }, scope),
        ),
      ),
    ).toBe('shown because `answers.uitkering.paidOut` is `no`');
    expect(why({ '==': [{ var: 'answers.scheiding.exPartnerShare' }, 'yes'] }, scope)).toBe(
      '`answers.scheiding.exPartnerShare` is `no`, not `yes`',
    );
    expect(why({ '!=': ['dc', { var: 'data.Policy.kind' }] }, scope)).toBe(
      '`data.Policy.kind` is `dc`',
    );
  });

  it('names the relation of an order comparison by its outcome', () => {
    expect(why({ '<': [{ var: 'data.Policy.amount' }, 10] }, scope)).toBe(
      '`data.Policy.amount` (`12`) is not less than `10`',
    );
    expect(why({ '>=': [{ var: 'data.Policy.amount' }, 10] }, scope)).toBe(
      '`data.Policy.amount` (`12`) is at least `10`',
    );
  });

  it('gives the deciding parts of and/or, and the inner reason of not', () => {
    const paid = { '==': [{ var: 'answers.uitkering.paidOut' }, 'no'] };
    const share = { '==': [{ var: 'answers.scheiding.exPartnerShare' }, 'yes'] };
    expect(why({ and: [paid, share] }, scope)).toBe(
      '`answers.scheiding.exPartnerShare` is `no`, not `yes`',
    );
    expect(why({ or: [share, paid] }, scope)).toBe('`answers.uitkering.paidOut` is `no`');
    expect(why({ or: [share, { '!': paid }] }, scope)).toBe(
      '`answers.scheiding.exPartnerShare` is `no`, not `yes` and `answers.uitkering.paidOut` is `no`',
    );
    expect(why({ '!': { var: 'data.Policy.kind' } }, scope)).toBe('`data.Policy.kind` is `dc`');
  });

  it('says whether a value is in a list', () => {
    expect(why({ in: [{ var: 'data.Policy.kind' }, ['db', 'dc']] }, scope)).toBe(
      '`data.Policy.kind` (`dc`) is in `["db","dc"]`',
    );
    expect(why({ in: ['x', { var: 'data.Policy.kind' }] }, scope)).toBe(
      '`x` is not in `data.Policy.kind` (`dc`)',
    );
  });

  it('gives the branch an if takes, or why none is taken', () => {
    const rule = {
      if: [
        { var: 'data.Policy.none' },
        'a',
        { '==': [{ var: 'data.Policy.kind' }, 'dc'] },
        'b',
        'c',
      ],
    };
    expect(why(rule, scope)).toBe('`data.Policy.kind` is `dc`, so `b`');
    expect(why({ if: [{ var: 'data.Policy.none' }, 'a', 'c'] }, scope)).toBe(
      'no condition holds (`data.Policy.none` has no value), so `c`',
    );
  });

  it('explains a nested rule through every level', () => {
    const rule = {
      and: [
        { '!!': { var: 'data.Policy.kind' } },
        {
          or: [
            { '>': [{ var: 'data.Policy.amount' }, 100] },
            { in: [{ var: 'data.Policy.kind' }, ['dc']] },
          ],
        },
      ],
    };
    expect(why(rule, scope)).toBe(
      '`data.Policy.kind` is `dc` and `data.Policy.kind` (`dc`) is in `["dc"]`',
    );
  });

  it('says a variable that is missing has no value', () => {
    expect(why({ var: 'answers.nowhere.field' }, scope)).toBe(
      '`answers.nowhere.field` has no value',
    );
    expect(why({ '==': [{ var: 'answers.nowhere.field' }, 'yes'] }, scope)).toBe(
      '`answers.nowhere.field` has no value, so it is not `yes`',
    );
    expect(why({ '<': [{ var: 'answers.nowhere.field' }, 3] }, scope)).toBe(
      '`answers.nowhere.field` (no value) is less than `3`',
    );
  });

  it('names a custom operation with its arguments and result', () => {
    expect(customOperationNames).toContain('add_months');
    expect(why({ add_months: [{ today: { var: 'now' } }, 6] }, scope)).toBe(
      '`add_months`(`today`(`now` (`2026-11-27T10:00:00Z`)) gives `2026-11-27`, `6`) gives `2027-05-27`',
    );
  });

  it('has every message id it uses in both locales', () => {
    for (const id of WHY_MESSAGE_IDS) {
      expect(en, id).toHaveProperty([id]);
      expect(nl, id).toHaveProperty([id]);
    }
  });
});
