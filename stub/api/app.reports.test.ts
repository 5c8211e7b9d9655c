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
  const extraDeposit = { policyId, amount: 2500, schemeType: 'gross', frequency: 'once' };
  const investmentChoice = {
    policyId,
    investmentProfile: 'FreeInvestment',
    targetSplitCollection: [{ fundId: 'F1001', targetPct: 100 }],
  };
  it.each([
    [
      '/Reports/pensionsummary/extraDeposit',
      'Samenvatting extra inleg',
      extraDeposit,
      ['amount', '€\u00a02.500'],
    ],
    [
      '/reports/pensionsummary/extraDeposit',
      'Samenvatting extra inleg',
      extraDeposit,
      ['frequency', 'once'],
    ],
    [
      '/reports/pensionsummary/personalPensionAge',
      'Samenvatting pensioenleeftijd',
      { policyId, personalPensionAgeType: 'specific', personalPensionAge: { year: 66, month: 6 } },
      ['personalPensionAge.year', '66'],
    ],
    [
      '/Reports/pensionsummary/changeInvestmentChoice',
      'Samenvatting beleggingskeuze',
      investmentChoice,
      ['targetSplitCollection[0].fundId', 'F1001'],
    ],
  ])(
    '%s answers a PDF with title, name, policy, date and the body',
    async (path, title, body, shown) => {
      const text = await pdf('member-active', `${path}/${policyId}`, body);
      expect(text).toContain(title);
      expect(text).toContain('Naam: J. (Jan) de Vries');
      expect(text).toContain(`Polis: ${policyId}`);
      expect(text).toMatch(/Datum: \d{2}-\d{2}-\d{4}/);
      for (const part of shown) expect(text).toContain(part);
    },
  );

  it('writes English titles for an English-speaking member', async () => {
    expect(
      await pdf('member-english', '/reports/pensionsummary/personalPensionAge/2100472277', {
        policyId: '2100472277',
        personalPensionAgeType: 'state',
        personalPensionAge: { year: 67, month: 3 },
      }),
    ).toContain('Summary pension age');
  });

  it('writes amounts in whole euros and other numbers as the request’s language does', async () => {
    const body = {
      policyId,
      amount: 1000,
      yearlyAmount: 12000.4,
      schemeType: 'gross',
      frequency: 'monthly',
      share: 12.5,
    };
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
        {
          policyId: '2100472277',
          personalPensionAgeType: 'state',
          personalPensionAge: { year: 67, month: 3 },
        },
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
