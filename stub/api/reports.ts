// Summary reports (PDF) of spec section 7. Reads, not commands: advisors may download them too.
// Both `/Reports/…` and `/reports/…` work because the API matches paths case-insensitively. The
// body (what the member chose) is checked against bodies/summary-reports.ts first.
import type { Context, Hono } from 'hono';
import type { MemberPersona, Pension } from '../personas/types';
import { flatten } from '../reports/flatten';
import { renderPdf } from '../reports/pdf';
import { requestLanguage, showValue } from '../reports/show-value';
import { onWrite } from './bodies/on-write';
import { summaryReportBody } from './bodies/summary-reports';
import type { ApiDeps, ApiEnv } from './env';
import { pathPension } from './respond';

/** Per report: its titles, file name, and the body fields that are amounts in euros. */
const titles: Record<string, { nl: string; en: string; file: string; amounts?: string[] }> = {
  extradeposit: {
    nl: 'Samenvatting extra inleg',
    en: 'Summary extra deposit',
    file: 'extra-inleg',
    amounts: ['amount', 'yearlyAmount'],
  },
  personalpensionage: {
    nl: 'Samenvatting pensioenleeftijd',
    en: 'Summary pension age',
    file: 'pensioenleeftijd',
  },
  changeinvestmentchoice: {
    nl: 'Samenvatting beleggingskeuze',
    en: 'Summary investment choice',
    file: 'beleggingskeuze',
  },
};

/** dd-MM-yyyy, the portal's display format. */
export const displayDate = (date: Date = new Date()) =>
  date.toISOString().slice(0, 10).split('-').reverse().join('-');

/** The member's language code (`nl`, `en`). */
export const languageOf = (persona: MemberPersona) =>
  persona.person.personDetailsInfo.contactDetails.communicationLanguagePreference.code;

/** Answers PDF bytes. */
export const pdfResponse = (c: Context, bytes: Uint8Array, filename: string) =>
  c.body(bytes.slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${filename}"`,
  });

/** Adds `POST /reports/pensionsummary/{extraDeposit|personalPensionAge|changeInvestmentChoice}/{id}`. */
export function registerReports(app: Hono<ApiEnv>, { personas }: ApiDeps): void {
  for (const [report, title] of Object.entries(titles))
    onWrite(app, summaryReportBody(report), async (c) => {
      const pension: Pension = pathPension(c);
      const persona = c.get('persona');
      // Written in the language of the pages the request came from, else the member's own.
      const language = requestLanguage(c.req.header('Accept-Language'), languageOf(persona));
      const english = language === 'en';
      const amounts = new Set(title.amounts);
      const bytes = await renderPdf({
        title: english ? title.en : title.nl,
        header: [
          `${english ? 'Name' : 'Naam'}: ${personas.summary(persona.id).name}`,
          `${english ? 'Policy' : 'Polis'}: ${pension.policyId} (${pension.employerName})`,
          `${english ? 'Date' : 'Datum'}: ${displayDate()}`,
        ],
        entries: flatten(c.get('body'), '', (value, key) =>
          showValue(value, language, amounts.has(key)),
        ),
      });
      return pdfResponse(c, bytes, `samenvatting-${title.file}-${pension.policyId}.pdf`);
    });
}
