import { fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '../../../ui/testing/render';
import { allocationWidget } from './allocation-widget';
import type { WidgetProps } from './widget-types';

const Allocation = allocationWidget.component;
const options = [
  { value: 'F1', label: 'Aandelenfonds' },
  { value: 'F2', label: 'Obligatiefonds' },
];
const ui = {
  'ui:widget': 'allocation',
  'ui:options': { key: 'fundId', amount: 'targetPct', total: 100 },
};

function props(overrides: Partial<WidgetProps> = {}): WidgetProps {
  return {
    id: 'wizard-verdeel-split',
    name: 'split',
    value: undefined,
    schema: {},
    label: 'Verdeling',
    ui,
    options,
    required: true,
    invalid: false,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    ...overrides,
  };
}

describe('allocation widget', () => {
  it('labels one input per option and reports every option with its amount', () => {
    const onChange = vi.fn();
    renderWithPortal(<Allocation {...props({ onChange })} />);
    expect(screen.getByRole('group', { name: 'Verdeling' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Aandelenfonds/), { target: { value: '60' } });
    expect(onChange).toHaveBeenLastCalledWith([{ fundId: 'F1', targetPct: 60 }, { fundId: 'F2' }]);
  });

  it('shows the live total politely, and whether it is complete', () => {
    const value = [
      { fundId: 'F1', targetPct: 60 },
      { fundId: 'F2', targetPct: 30 },
    ];
    const { rerender } = renderWithPortal(<Allocation {...props({ value })} />);
    const total = document.getElementById('wizard-verdeel-split-total');
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(total).toHaveTextContent('Totaal: 90%. Dit moet 100% zijn.');
    rerender(
      <Allocation
        {...props({
          value: [
            { fundId: 'F1', targetPct: 60 },
            { fundId: 'F2', targetPct: 40 },
          ],
        })}
      />,
    );
    expect(total).toHaveTextContent('Totaal: 100%');
    expect(total).not.toHaveTextContent('moet');
  });

  it('validates only when focus leaves the whole allocation', () => {
    const onBlur = vi.fn();
    renderWithPortal(<Allocation {...props({ onBlur })} />);
    const [first, second] = screen.getAllByRole('textbox');
    fireEvent.blur(first!, { relatedTarget: second });
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.blur(second!, { relatedTarget: document.body });
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('links the error summary to the first input', () => {
    expect(allocationWidget.focusId?.('x')).toBe('x-0');
  });
});
