// @vitest-environment node
import { flowResources } from 'virtual:compiled-flows';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en-GB.json';
import { visibleSteps } from '../navigation/visible-steps';
import type { FlowContext } from '../types/context';
import { explainFlow } from './explain-flow';
import { readValues } from './explain-rule';
import { verdictWords, whyText } from './explain-words';

const messages = en as Record<string, string>;
const english = (part: Parameters<typeof whyText>[0]) =>
  whyText(part, (id, values) =>
    (messages[id] ?? `?${id}`).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''),
  );

const context = (answers: FlowContext['answers']): FlowContext => ({
  answers,
  data: {
    PolicyDetails: { personalPensionDate: '2045-01-01' },
    PersonDetails: { personDetailsInfo: { contactDetails: { emailAddress: 'a@example.nl' } } },
  },
  permissions: { pendingValueTransfer: false, allowCombinePension: true },
  session: { locale: 'nl-NL' },
  now: '2026-11-27T10:00:00Z',
});

describe('explainFlow on value-transfer', async () => {
  const resources = await flowResources('value-transfer');

  it('lists every step shown or skipped as the wizard walks it, with the deciding rule', () => {
    const member = context({
      scheiding: { exPartnerShare: 'no' },
      contact: { emailChoice: 'other' },
    });
    const outcome = explainFlow(resources, member);
    expect(outcome.steps.map((step) => step.id)).toEqual(
      resources.flow.steps.map((step) => step.id),
    );
    expect(outcome.steps.filter((step) => step.shown).map((step) => step.id)).toEqual(
      visibleSteps(resources.flow, member).map((step) => step.id),
    );
    const exPartner = outcome.steps.find((step) => step.id === 'ex-partner')!;
    expect(exPartner.shown).toBe(false);
    expect(readValues(exPartner.showIf!.explanation)).toEqual([
      { path: 'answers.scheiding.exPartnerShare', value: 'no' },
    ]);
    expect(english(verdictWords('hidden', exPartner.showIf!.explanation))).toBe(
      'hidden because `answers.scheiding.exPartnerShare` is `no`, not `yes`',
    );
    const partner = outcome.steps.find((step) => step.id === 'partner')!;
    expect(english(verdictWords('hidden', partner.showIf!.explanation))).toBe(
      'hidden because `derived.hasPartner` is `false`',
    );

    const shown = explainFlow(resources, context({ scheiding: { exPartnerShare: 'yes' } }));
    expect(shown.steps.find((step) => step.id === 'ex-partner')?.shown).toBe(true);
  });

  it('gives each guard its result', () => {
    expect(
      explainFlow(resources, context({})).guards.map(({ id, result }) => ({ id, result })),
    ).toEqual([
      { id: 'pending-choice', result: false },
      { id: 'pension-starts-soon', result: false },
    ]);
  });

  it("gives a form field's showIf and requiredIf with the step's own values", () => {
    const outcome = explainFlow(resources, context({ contact: { emailChoice: 'other' } }));
    const contact = outcome.steps.find((step) => step.id === 'contact')!;
    expect(contact.fields).toEqual([
      {
        field: 'otherEmail',
        rules: [
          expect.objectContaining({ key: 'ui:showIf', result: true }),
          expect.objectContaining({ key: 'ui:requiredIf', result: true }),
        ],
      },
    ]);
    expect(english(verdictWords('required', contact.fields[0]!.rules[1]!.explanation))).toBe(
      'required because `answers.contact.emailChoice` is `other`',
    );
  });
});
