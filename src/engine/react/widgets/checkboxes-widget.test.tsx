import { fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '../../../ui/testing/render';
import { checkboxesWidget } from './checkboxes-widget';
import type { WidgetProps } from './widget-types';

const Checkboxes = checkboxesWidget.component;
const options = [
  { value: 'F1', label: 'Aandelenfonds' },
  { value: 'F2', label: 'Obligatiefonds' },
  { value: 'F3', label: 'Mixfonds' },
];

function props(overrides: Partial<WidgetProps> = {}): WidgetProps {
  return {
    id: 'wizard-kies-funds',
    name: 'funds',
    value: undefined,
    schema: {},
    label: 'Fondsen',
    ui: { 'ui:widget': 'checkboxes' },
    options,
    required: true,
    invalid: false,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    ...overrides,
  };
}

describe('checkboxes widget', () => {
  it('is a group of labelled checkboxes that keeps the options order', () => {
    const onChange = vi.fn();
    renderWithPortal(<Checkboxes {...props({ value: ['F3'], onChange })} />);
    expect(screen.getByRole('group', { name: 'Fondsen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mixfonds')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Aandelenfonds'));
    expect(onChange).toHaveBeenLastCalledWith(['F1', 'F3']);
  });

  it('gives no value when the last box is unticked', () => {
    const onChange = vi.fn();
    renderWithPortal(<Checkboxes {...props({ value: ['F2'], onChange })} />);
    fireEvent.click(screen.getByLabelText('Obligatiefonds'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('is picked for an array of options and focused at its first box', () => {
    expect(checkboxesWidget.rank({ type: 'array', items: { enum: ['a'] } })).toBeGreaterThan(0);
    expect(checkboxesWidget.rank({ type: 'array', items: { type: 'string' } })).toBeLessThan(0);
    expect(checkboxesWidget.focusId?.('x')).toBe('x-0');
  });
});
