import { widgetErrors, widgetRules } from './widgets';

const pdf = { name: 'convenant.pdf', size: 1000, type: 'application/pdf', content: 'JVBERi0=' };

describe('widgetRules', () => {
  it('finds the rules of a widget by its ui:widget name, and none for the others', () => {
    expect(widgetRules({ 'ui:widget': 'files' }).summaryFormat).toBe('files');
    expect(widgetRules({ 'ui:widget': 'currency' }).numberKind).toBe('amount');
    expect(widgetRules({ 'ui:widget': 'allocation' }).optionItems).toBeDefined();
    expect(widgetRules({ 'ui:widget': 'checkboxes' })).toEqual({});
    expect(widgetRules({})).toEqual({});
  });
});

describe('widgetErrors', () => {
  const schema = {
    properties: {
      subject: { type: 'string' },
      files: { type: 'array', minItems: 1 },
      extra: { type: 'array' },
      split: { type: 'array' },
      funds: { type: 'array' },
    },
  };
  const ui = {
    files: { 'ui:widget': 'files' },
    extra: { 'ui:widget': 'files' },
    split: { 'ui:widget': 'allocation' },
    funds: { 'ui:widget': 'checkboxes' },
  };

  it("checks a shown field by its widget's rules; minItems or required makes a file field required", () => {
    expect(widgetErrors('field', schema, ui, {}, [], ['split'])).toEqual([
      { path: 'files', messageId: 'validation.file.required', values: {} },
    ]);
    expect(widgetErrors('field', schema, ui, {}, ['extra'], ['files'])).toEqual([
      { path: 'extra', messageId: 'validation.file.required', values: {} },
    ]);
    expect(widgetErrors('field', schema, ui, { files: [pdf] }, [], [])).toEqual([]);
  });

  it('checks totals only where the widget has one, and not on hidden fields', () => {
    const values = { split: [{ percentage: 60 }], funds: [{ percentage: 1 }] };
    expect(widgetErrors('total', schema, ui, values, [], [])).toEqual([
      { path: 'split', messageId: 'validation.allocationTotal', values: { total: 100, sum: 60 } },
    ]);
    expect(widgetErrors('total', schema, ui, values, [], ['split'])).toEqual([]);
  });
});
