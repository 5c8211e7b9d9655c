import { screen } from '@testing-library/react';
import { renderWithPortal } from '../../../ui/testing/render';
import { loadAllMessages } from '../../../i18n/load-messages';
import { ObjectTemplate } from './object-template';

const schema = {
  type: 'object',
  properties: {
    birthDate: {
      type: 'string',
      format: 'nl-date',
      title: 'flow.partner-agreements.field.birthDate.title',
    },
    marriageDate: {
      type: 'string',
      format: 'nl-date',
      title: 'flow.new-partner.field.marriageDate.title',
    },
  },
};
const uiSchema = { marriageDate: { 'ui:help': 'flow.new-partner.field.marriageDate.help' } };

beforeAll(() => loadAllMessages());

function show() {
  renderWithPortal(
    <ObjectTemplate
      idPrefix="wizard-partner"
      schema={schema}
      uiSchema={uiSchema}
      values={{}}
      required={[]}
      errors={{}}
      onFieldChange={vi.fn()}
      onFieldBlur={vi.fn()}
    />,
  );
}

describe('ObjectTemplate help', () => {
  it('tells how to write a date (spec section 5: day first) when the field has no help of its own', async () => {
    show();
    const input = await screen.findByRole('textbox', { name: 'Geboortedatum van uw ex-partner' });
    expect(input).toHaveAccessibleDescription('Bijvoorbeeld 15-03-1980 (dag-maand-jaar).');
  });

  it("keeps a field's own help instead", async () => {
    show();
    const input = await screen.findByRole('textbox', { name: 'Datum huwelijk' });
    expect(input).toHaveAccessibleDescription(
      'De datum waarop u bent getrouwd, bijvoorbeeld 12-09-2026.',
    );
  });
});
