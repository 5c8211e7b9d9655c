import { pdfText } from '../reports/pdf-text';
import { makeApi } from './testing/harness';

const { call } = makeApi();
const policyId = '2100458712';

async function pdf(persona: string, path: string, body: unknown, language?: string) {
  const headers = language ? { 'Accept-Language': language } : undefined;
  const response = await call(persona, 'POST', path, { body, ...(headers ? { headers } : {}) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 4)).toString()).toBe('%PDF');
  return pdfText(bytes);
}

describe('summary reports', () => {
  it.each([
    ['/Reports/pensionsummary/extraDeposit', 'Samenvatting extra inleg'],
    ['/reports/pensionsummary/extraDeposit', 'Samenvatting extra inleg'],
    ['/reports/pensionsummary/personalPensionAge', 'Samenvatting pensioenleeftijd'],
    ['/Reports/pensionsummary/changeInvestmentChoice', 'Samenvatting beleggingskeuze'],
  ])('%s answers a PDF with title, name, policy, date and the body', async (path, title) => {
    const text = await pdf('member-active', `${path}/${policyId}`, {
      amount: 2500,
      frequency: 'once',
      targetSplitCollection: [{ fundId: 'F1001', targetPct: 100 }],
    });
    expect(text).toContain(title);
    expect(text).toContain('Naam: J. (Jan) de Vries');
    expect(text).toContain(`Polis: ${policyId}`);
    expect(text).toMatch(/Datum: \d{2}-\d{2}-\d{4}/);
    expect(text).toContain('amount');
    expect(text).toMatch(/2\.?500/); // € 2.500 where the report holds it as an amount
    expect(text).toContain('targetSplitCollection[0].fundId');
    expect(text).toContain('F1001');
  });

  it('writes English titles for an English-speaking member', async () => {
    expect(
      await pdf('member-english', '/reports/pensionsummary/personalPensionAge/2100472277', {
        age: 67,
      }),
    ).toContain('Summary pension age');
  });

  it('writes amounts in whole euros and other numbers as the request’s language does', async () => {
    const body = { amount: 1000, yearlyAmount: 12000.4, frequency: 'monthly', share: 12.5 };
    const path = `/reports/pensionsummary/extraDeposit/${policyId}`;
    const dutch = await pdf('member-active', path, body, 'nl-NL');
    expect(dutch).toContain('Samenvatting extra inleg');
    expect(dutch).toContain('€\u00a01.000');
    expect(dutch).toContain('€\u00a012.000');
    expect(dutch).toContain('12,5');
    const english = await pdf('member-active', path, body, 'en-GB,en;q=0.9');
    expect(english).toContain('Summary extra deposit');
    expect(english).toContain('Name: J. (Jan) de Vries');
    expect(english).toContain('€1,000');
    expect(english).toContain('€12,000');
    expect(english).toContain('12.5');
    expect(english).not.toContain('1.000');
  });

  it('follows the request’s language over the member’s own preference', async () => {
    expect(
      await pdf(
        'member-english',
        '/reports/pensionsummary/personalPensionAge/2100472277',
        { age: 67 },
        'nl-NL',
      ),
    ).toContain('Samenvatting pensioenleeftijd');
  });

  it('answers 404 for a policy that is not the member’s', async () => {
    expect(
      (await call('member-active', 'POST', '/reports/pensionsummary/extraDeposit/1', { body: {} }))
        .status,
    ).toBe(404);
  });
});
