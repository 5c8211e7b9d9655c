// The requests' summary documents (ADR 0003): filed as a PDF in the member's archive, referred to
// by exactly one command, listed for testers with what was received.
import { pdfText } from '../reports/pdf-text';
import { json, makeApi } from './testing/harness';

const { call, read, reset, app } = makeApi();
const policyId = '2100458712';
const post = (path: string, body: unknown, persona = 'member-active') =>
  call(persona, 'POST', path, { body });
const content = {
  previousEmployer: { name: 'Bakkerij Jansen B.V.', location: 'Tiel' },
  employment: { startDate: '2009-03-01', endDate: '2015-12-31' },
};
const valueTransfer = {
  DTYPE: 'ValueTransferIn',
  externalReference: 'PFZW-7781234',
  pensionProviderName: { name: 'PFZW', location: 'Zeist' },
  policyId,
};
const file = async (persona = 'member-active', body: unknown = content) =>
  post(`/Reports/requestsummary/valueTransfer/${policyId}`, body, persona);
const documents = async (query = '') =>
  json(await app.request(`/__stub/summary-documents${query}`));

beforeEach(async () => {
  await reset();
});

describe('summary documents', () => {
  it('files the request content as a PDF in the member’s archive and answers its id', async () => {
    const response = await file();
    expect(response.status).toBe(200);
    const { documentId } = await json(response);
    expect(documentId).toMatch(/^DOC-/);

    const pdf = await call('member-active', 'GET', `/imageNow/document/${documentId}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Aanvraag waardeoverdracht');
    expect(text).toContain('previousEmployer.name');
    expect(text).toContain('Bakkerij Jansen B.V.');
    expect(text).toContain('2015-12-31');

    const archive = await read<{ documentId: string; title: string }[]>(
      'member-active',
      `/PolicyDocuments/getPolicyDocuments/${policyId}`,
    );
    expect(archive).toContainEqual(
      expect.objectContaining({ documentId, title: 'Aanvraag waardeoverdracht' }),
    );
  });

  it('writes the content in the request’s language, an offer’s value in whole euros', async () => {
    const approval = { offer: { date: '2026-10-01', transferValue: 12345.6 } };
    const path = `/Reports/requestsummary/valueTransferApproval/${policyId}`;
    for (const [language, title, amount] of [
      ['en-GB', 'Value transfer approval', '€12,346'],
      ['nl-NL', 'Akkoordverklaring waardeoverdracht', '€\u00a012.346'],
    ] as const) {
      const filed = await call('member-active', 'POST', path, {
        body: approval,
        headers: { 'Accept-Language': language },
      });
      const { documentId } = await json(filed);
      const pdf = await call('member-active', 'GET', `/imageNow/document/${documentId}`);
      const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain(title);
      expect(text).toContain(amount);
    }
  });

  it('links the command that refers to it, and lists both for testers', async () => {
    const { documentId } = await json(await file());
    const sent = await post('/plexus/startValueTransferInWorkflowCommand', {
      ...valueTransfer,
      summaryDocumentId: documentId,
    });
    expect(sent.status).toBe(200);
    const { workflowId } = await json(sent);

    expect(await documents('?persona=member-active')).toEqual([
      expect.objectContaining({
        documentId,
        persona: 'member-active',
        policyId,
        kind: 'valueTransfer',
        content,
        request: {
          method: 'POST',
          path: '/plexus/startValueTransferInWorkflowCommand',
          ids: expect.objectContaining({ workflowId }),
        },
      }),
    ]);
    expect(await documents('?persona=member-english')).toEqual([]);
    // The recorder lists the filing as a write beside the command.
    const recorded = await json(await app.request('/__stub/commands?persona=member-active'));
    expect(
      recorded.map((entry: { path: string; kind: string }) => [entry.kind, entry.path]),
    ).toEqual([
      ['command', `/Reports/requestsummary/valueTransfer/${policyId}`],
      ['command', '/plexus/startValueTransferInWorkflowCommand'],
    ]);
  });

  it('refuses a reference to an unknown, foreign or already used document', async () => {
    const send = (summaryDocumentId: unknown) =>
      post('/plexus/startValueTransferInWorkflowCommand', { ...valueTransfer, summaryDocumentId });
    const unknown = await send('DOC-404');
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ errors: [{ field: 'summaryDocumentId' }] });

    const { documentId: foreign } = await json(
      await post('/Reports/requestsummary/valueTransfer/2100472277', content, 'member-english'),
    );
    expect((await send(foreign)).status).toBe(400);

    const { documentId } = await json(await file());
    expect((await send(documentId)).status).toBe(200);
    const again = await send(documentId);
    expect(again.status).toBe(400);
    expect((await json(again)).message).toContain('already belongs to');
  });

  it('refuses an empty content, a strange kind, and read-only sessions', async () => {
    expect((await file('member-active', {})).status).toBe(400);
    expect((await file('member-active', [1])).status).toBe(400);
    expect((await post(`/Reports/requestsummary/%20x/${policyId}`, content)).status).toBe(400);
    const advisor = await file('advisor-1');
    expect(advisor.status).toBe(401);
    expect(await documents()).toEqual([]);
  });
});
