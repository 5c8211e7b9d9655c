import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { fakeFrames, paintFrame } from '../../../ui/testing/fake-frames';
import { readNumber } from '../../../validation/read-number';
import { useNumberText } from './parse-number';

vi.mock('../../../validation/read-number', async (original) => {
  const actual = await original<typeof import('../../../validation/read-number')>();
  return { ...actual, readNumber: vi.fn(actual.readNumber) };
});

function renderIn(locale: string) {
  let current = locale;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={current} messages={{}}>
      {children}
    </IntlProvider>
  );
  const rendered = renderHook(() => useNumberText('amount'), { wrapper });
  return {
    ...rendered,
    switchTo: (next: string) => {
      current = next;
      rendered.rerender();
    },
  };
}

describe('useNumberText', () => {
  beforeEach(() => {
    vi.mocked(readNumber).mockClear();
    fakeFrames();
  });
  afterEach(() => vi.useRealTimers());

  it('reads a number in the page language once the field is painted, not on the first keystroke', () => {
    const { result } = renderIn('en-GB');
    expect(readNumber).not.toHaveBeenCalled();
    paintFrame();
    expect(readNumber).toHaveBeenCalledExactlyOnceWith('1,234.50', 'en-GB', { amount: true });
    expect(result.current.parse('1,250')).toBe(1250);
  });

  it('reads one again when the language changes', () => {
    const { switchTo } = renderIn('en-GB');
    paintFrame();
    switchTo('nl-NL');
    paintFrame();
    expect(readNumber).toHaveBeenLastCalledWith('1.234,50', 'nl-NL', { amount: true });
  });

  it('reads nothing for a field gone before its paint', () => {
    const { unmount } = renderIn('nl-NL');
    unmount();
    paintFrame();
    expect(readNumber).not.toHaveBeenCalled();
  });
});
