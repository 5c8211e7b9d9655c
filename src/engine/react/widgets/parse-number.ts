/**
 * What the number widgets (amount, number, whole number, allocation) do with text, in the page's
 * language: `readNumber` reads it (`1.250,50` on a Dutch page, `1,250.50` on an English one), and
 * text that is not a number written that way stays the typed text, so the core refuses it with an
 * example in that language (`core/fields/number-text.ts`) instead of the value being misread or
 * lost. Empty input is no value (the required check speaks then).
 */
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber } from '../../../i18n/format-number';
import { afterNextPaint } from '../../../ui/after-paint';
import { readNumber } from '../../../validation/read-number';
import type { NumberKind } from '../../core/fields/widget-rules';
import { showPlain } from './use-typed-text';

/** The value of typed `text` in `locale`: a number, the text itself, or nothing. */
export function parseNumber(text: string, locale: string, kind: NumberKind = 'number'): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return readNumber(trimmed, locale, { amount: kind === 'amount' }) ?? trimmed;
}

/**
 * The text of a stored value in `locale`, one `parseNumber` reads back: an amount grouped
 * (`1.250`, cents as `1.250,50`), other numbers without grouping (a year stays `2015`).
 */
export function showNumber(value: unknown, locale: string, kind: NumberKind = 'number'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return showPlain(value);
  if (kind === 'amount')
    return formatNumber(value, locale, { decimals: Number.isInteger(value) ? 0 : 2 });
  return formatNumber(value, locale, { grouping: false });
}

/**
 * {@link parseNumber} and {@link showNumber} bound to the page's language, and that language.
 * A number is written and read once right after the field's first paint: the language's number
 * format is made on first use (`Intl.NumberFormat`), which otherwise fell on the member's first
 * keystroke (about 8 ms of it at 4× CPU; docs/performance.md).
 */
export function useNumberText(kind: NumberKind) {
  const { locale } = useIntl();
  useEffect(
    () => afterNextPaint(() => void parseNumber(showNumber(1234.5, locale, kind), locale, kind)),
    [locale, kind],
  );
  return useMemo(
    () => ({
      parse: (text: string) => parseNumber(text, locale, kind),
      show: (value: unknown) => showNumber(value, locale, kind),
      language: locale,
    }),
    [locale, kind],
  );
}
