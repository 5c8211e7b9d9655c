import { render } from '@testing-library/react';
import { fakeFrames, paintFrame } from '../../../ui/testing/fake-frames';
import { parseDate } from '../../../validation/parse-date';
import { dateWidget } from './date-widget';
import type { WidgetProps } from './widget-types';

vi.mock('../../../validation/parse-date', async (original) => {
  const actual = await original<typeof import('../../../validation/parse-date')>();
  return { ...actual, parseDate: vi.fn(actual.parseDate) };
});

const DateWidget = dateWidget.component;
const props: WidgetProps = {
  id: 'wizard-dienstverband-startDate',
  name: 'startDate',
  value: undefined,
  schema: { type: 'string', format: 'nl-date' },
  label: 'Begindatum',
  options: [],
  required: true,
  invalid: false,
  onChange: () => undefined,
  onBlur: () => undefined,
};

describe('date widget', () => {
  beforeEach(() => {
    vi.mocked(parseDate).mockClear();
    fakeFrames();
  });
  afterEach(() => vi.useRealTimers());

  it('reads a date once the field is painted, so the first keystroke does not pay for it', () => {
    render(<DateWidget {...props} />);
    expect(parseDate).not.toHaveBeenCalled();
    paintFrame();
    expect(parseDate).toHaveBeenCalledExactlyOnceWith('01-01-2000');
  });

  it('reads nothing for a field gone before its paint', () => {
    const { unmount } = render(<DateWidget {...props} />);
    unmount();
    paintFrame();
    expect(parseDate).not.toHaveBeenCalled();
  });
});
