// How a summary PDF writes a value of the request body in the request's language: amounts in
// whole euros as the portal shows them (nl `€ 1.000`, en `€1,000`), other numbers with the
// language's decimal separator and no grouping (an age or a percentage reads as typed).

/** The languages the reports are written in. */
export type ReportLanguage = 'nl' | 'en';

const locales: Record<ReportLanguage, string> = { nl: 'nl-NL', en: 'en-GB' };

/**
 * The request's language: the first of `Accept-Language` that is Dutch or English (the portal
 * sends the language its pages are in), else `fallback` (the member's own preference).
 */
export function requestLanguage(
  acceptLanguage: string | undefined,
  fallback: ReportLanguage,
): ReportLanguage {
  for (const range of (acceptLanguage ?? '').split(',')) {
    const tag = range.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('nl')) return 'nl';
  }
  return fallback;
}

/** A leaf value as text: `amount` says whether the report holds it as an amount in euros. */
export function showValue(value: unknown, language: ReportLanguage, amount: boolean): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  const locale = locales[language];
  if (amount) {
    const euros = Math.sign(value) * Math.round(Math.abs(value)) || 0;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(euros);
  }
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(
    value,
  );
}
