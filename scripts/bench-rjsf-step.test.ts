import { rjsfStep } from './bench-rjsf-step';

describe('rjsfStep', () => {
  it('gives a form step in Dutch, as RJSF takes it, without the fields shown on a condition', () => {
    const step = rjsfStep('pension-age', 'kies-pensioenleeftijd');
    expect(step).toMatchObject({
      flowTitle: 'Pensioenleeftijd wijzigen',
      stepId: 'kies-pensioenleeftijd',
      title: 'Kies uw pensioenleeftijd',
      schema: {
        type: 'object',
        required: ['type'],
        properties: {
          type: {
            type: 'string',
            title: 'Wanneer wilt u met pensioen gaan?',
            oneOf: [
              { const: 'agreement', title: 'Op de pensioenleeftijd van mijn pensioenregeling' },
              { const: 'state', title: 'Op mijn AOW-leeftijd, ook als die verandert' },
              { const: 'specific', title: 'Op een leeftijd die ik zelf kies' },
            ],
          },
        },
      },
      uiSchema: {
        type: { 'ui:widget': 'radio' },
        'ui:order': ['type'],
        'ui:submitButtonOptions': { submitText: 'Volgende' },
      },
    });
    expect(Object.keys(step.schema.properties as object)).toEqual(['type']);
    expect(JSON.stringify(step.schema)).not.toMatch(/errorMessage|\$schema/);
  });

  it('keeps the texts with where their values come from, and leaves out a text on a condition', () => {
    const { content } = rjsfStep('pension-age', 'kies-pensioenleeftijd');
    expect(content.map((item) => item.type)).toEqual(['text', 'help']);
    expect(content[0]).toMatchObject({
      text: expect.stringMatching(/^Uw pensioen gaat nu in op \{years\} jaar/),
      values: { years: 'data.PersonalPensionAge.personalPensionAge.year' },
    });
    expect(content[1]).toMatchObject({ title: 'Meer over uw pensioenleeftijd' });
  });

  it('gives a field its help text in Dutch', () => {
    expect(rjsfStep('extra-deposit', 'kies-bruto-of-netto').uiSchema).toMatchObject({
      schemeType: {
        'ui:widget': 'radio',
        'ui:help': 'Twijfelt u? Vraag dan een financieel adviseur om advies.',
      },
    });
  });

  it('gives an information step an empty form with the Next button', () => {
    const step = rjsfStep('value-transfer', 'wat-is-waardeoverdracht');
    expect(step.schema).toEqual({ type: 'object', properties: {} });
    expect(step.uiSchema).toEqual({ 'ui:submitButtonOptions': { submitText: 'Volgende' } });
    expect(step.content.map((item) => item.type)).toEqual(['text', 'text', 'list', 'text']);
  });

  it('refuses a step the flow does not have', () => {
    expect(() => rjsfStep('pension-age', 'no-such-step')).toThrow(/pension-age has no step/);
  });
});
