import { fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '../../../ui/testing/render';
import { selectWidget } from './select-widget';
import type { WidgetProps } from './widget-types';

const Select = selectWidget.component;
const options = [
  { value: 'BE', label: 'België' },
  { value: 'DE', label: 'Duitsland' },
  { value: 2, label: 'Twee' },
];

function props(overrides: Partial<WidgetProps> = {}): WidgetProps {
  return {
    id: 'wizard-adres-countryCode',
    name: 'countryCode',
    value: undefined,
    schema: {},
    label: 'Land',
    options,
    required: true,
    invalid: false,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    ...overrides,
  };
}

describe('select widget', () => {
  it('gives each option its value as text, so an option can be picked by value', () => {
    renderWithPortal(
      <>
        <label htmlFor="wizard-adres-countryCode">Land</label>
        <Select {...props({ value: 'DE' })} />
      </>,
    );
    const select = screen.getByLabelText('Land');
    expect(select).toHaveValue('DE');
    expect(screen.getByRole('option', { name: 'België' })).toHaveAttribute('value', 'BE');
  });

  it('hands back the option value with its own type, and nothing for the placeholder', () => {
    const onChange = vi.fn();
    renderWithPortal(
      <>
        <label htmlFor="wizard-adres-countryCode">Land</label>
        <Select {...props({ onChange })} />
      </>,
    );
    const select = screen.getByLabelText('Land');
    expect(select).toHaveValue('');
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.change(select, { target: { value: 'BE' } });
    expect(onChange).toHaveBeenLastCalledWith('BE');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
