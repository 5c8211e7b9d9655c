// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useTypedText } from './use-typed-text';

const show = (value: unknown) => (value === undefined ? '' : String(value));
const parse = (text: string) =>
  text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text;

function setup(initial: unknown) {
  const onChange = vi.fn();
  const hook = renderHook(({ value }) => useTypedText(value, show, parse, onChange), {
    initialProps: { value: initial },
  });
  return { onChange, hook, text: () => hook.result.current.text };
}

describe('useTypedText', () => {
  it('shows each keystroke at once and hands the parsed value over', () => {
    const { onChange, hook, text } = setup(undefined);
    act(() => hook.result.current.type('1'));
    expect(text()).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('keeps the typed text while the form catches up a few keystrokes behind', () => {
    const { hook, text } = setup(undefined);
    act(() => hook.result.current.type('1'));
    act(() => hook.result.current.type('12'));
    act(() => hook.result.current.type('123'));
    // The form shows the first keystroke's value, then the second: neither is a change from outside.
    hook.rerender({ value: 1 });
    expect(text()).toBe('123');
    hook.rerender({ value: 12 });
    expect(text()).toBe('123');
    hook.rerender({ value: 123 });
    expect(text()).toBe('123');
  });

  it('follows a value the member did not type (a restored draft, a restart)', () => {
    const { hook, text } = setup(7);
    expect(text()).toBe('7');
    act(() => hook.result.current.type('12'));
    hook.rerender({ value: 12 });
    hook.rerender({ value: 40 });
    expect(text()).toBe('40');
    hook.rerender({ value: undefined });
    expect(text()).toBe('');
  });

  it('does not rewrite text that means the value in another spelling', () => {
    const { hook, text } = setup(undefined);
    act(() => hook.result.current.type('abc '));
    hook.rerender({ value: 'abc ' });
    expect(text()).toBe('abc ');
  });

  it('settles what is still on its way, and nothing when the form has caught up', () => {
    const { onChange, hook } = setup(undefined);
    act(() => hook.result.current.type('42'));
    onChange.mockClear();
    act(() => hook.result.current.settle());
    expect(onChange).toHaveBeenCalledWith(42);
    hook.rerender({ value: 42 });
    onChange.mockClear();
    act(() => hook.result.current.settle());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces the text with another spelling, handing a pending value over', () => {
    const { onChange, hook, text } = setup(undefined);
    act(() => hook.result.current.type('0042'));
    act(() => hook.result.current.replace('42'));
    expect(text()).toBe('42');
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('after settling, follows a value from outside even when it was typed on the way (a normalised answer)', () => {
    const { hook, text } = setup(undefined);
    act(() => hook.result.current.type('12'));
    act(() => hook.result.current.type('12 '));
    // The member leaves the field before the form caught up; the wizard stores it as 12.
    act(() => hook.result.current.settle());
    hook.rerender({ value: 12 });
    expect(text()).toBe('12');
  });
});

describe('useTypedText when the language changes', () => {
  // A reading per language: Dutch reads `1.000`, English `1,000`; each keeps the other as text.
  const readers = {
    nl: (text: string) => (/^\d\.\d{3}$/.test(text) ? Number(text.replace('.', '')) : text),
    en: (text: string) => (/^\d,\d{3}$/.test(text) ? Number(text.replace(',', '')) : text),
  };
  const writers = {
    nl: (value: unknown) =>
      typeof value === 'number' ? value.toLocaleString('nl-NL') : String(value ?? ''),
    en: (value: unknown) =>
      typeof value === 'number' ? value.toLocaleString('en-GB') : String(value ?? ''),
  };

  function setupIn(initial: unknown) {
    const onChange = vi.fn();
    const hook = renderHook(
      ({ value, language }: { value: unknown; language: 'nl' | 'en' }) =>
        useTypedText(value, writers[language], readers[language], onChange, language),
      { initialProps: { value: initial, language: 'nl' as 'nl' | 'en' } },
    );
    return { onChange, hook, text: () => hook.result.current.text };
  }

  it('shows a number as the new language writes it', () => {
    const { onChange, hook, text } = setupIn(undefined);
    act(() => hook.result.current.type('1.000'));
    hook.rerender({ value: 1000, language: 'nl' });
    hook.rerender({ value: 1000, language: 'en' });
    expect(text()).toBe('1,000');
    onChange.mockClear();
    hook.rerender({ value: 1000, language: 'en' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the number typed last as the new language writes it, before the form has it', () => {
    const { hook, text } = setupIn(undefined);
    act(() => hook.result.current.type('1.000'));
    // The language changes before the wizard has rendered the typed value.
    hook.rerender({ value: undefined, language: 'en' });
    expect(text()).toBe('1,000');
    hook.rerender({ value: 1000, language: 'en' });
    expect(text()).toBe('1,000');
  });

  it('reads text the old language refused again in the new one', () => {
    const { onChange, hook, text } = setupIn(undefined);
    act(() => hook.result.current.type('1,000'));
    hook.rerender({ value: '1,000', language: 'nl' });
    onChange.mockClear();
    hook.rerender({ value: '1,000', language: 'en' });
    expect(onChange).toHaveBeenCalledWith(1000);
    expect(text()).toBe('1,000');
  });
});
