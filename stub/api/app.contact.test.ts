// The contact form's stub endpoint and the divorce/separation agreements body of
// startDivorceWorkFlowCommand: accepted bodies show up on the next read, bad ones answer 400.
import { json, makeApi } from './testing/harness';

const { call, read, reset, app } = makeApi();
const policyId = '2100458712';
const post = (path: string, body: unknown, persona = 'member-active') =>
  call(persona, 'POST', path, { body });
const pdf = { name: 'formulier.pdf', size: 3, type: 'application/pdf', content: 'YWJj' };
const messages = () =>
  read<{ subject: string; id: string }[]>('member-active', `/messagebox/messages/${policyId}`);

beforeEach(async () => {
  await reset();
});

describe('POST /plexus/contactFormCommand', () => {
  const good = {
    policyId,
    subject: 'returnForm',
    message: 'Hierbij het formulier.',
    emailAddress: 'jan@example.nl',
    attachments: [pdf],
  };

  it('records the command and confirms it in the inbox', async () => {
    const response = await post('/plexus/contactFormCommand', good);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 'Accepted', attachmentCount: 1 });
    const [first] = await messages();
    expect(first?.subject).toBe('Wij hebben uw bericht ontvangen');
    const message = await read<{ body: string }>(
      'member-active',
      `/messagebox/message/${first?.id}`,
    );
    expect(message.body).toContain('formulier.pdf');
    const log = await json(await app.request('/__stub/commands?persona=member-active'));
    expect(JSON.stringify(log)).toContain('/plexus/contactFormCommand');
  });

  it('takes a question without attachments', async () => {
    const { attachments: _, ...rest } = good;
    expect(
      (await post('/plexus/contactformcommand', { ...rest, subject: 'question' })).status,
    ).toBe(200);
  });

  it.each([
    [{ subject: 'weather' }, 'subject'],
    [{ message: '' }, 'message'],
    [{ message: 'a'.repeat(2001) }, 'message'],
    [{ emailAddress: 'jan@example' }, 'emailAddress'],
    [{ attachments: [] }, 'attachments'],
    [{ attachments: [{ ...pdf, name: 'brief.docx' }] }, 'attachments.0'],
    [{ attachments: [pdf, { ...pdf, name: 'Formulier.PDF' }] }, 'attachments.1'],
    [{ attachments: [{ ...pdf, size: 10 * 1024 * 1024 }] }, 'attachments'],
    [{ attachments: [{ ...pdf, content: 'not base64!' }] }, 'attachments.0.content'],
  ])('refuses %j with a 400 on %s', async (change, field) => {
    const response = await post('/plexus/contactFormCommand', { ...good, ...change });
    expect(response.status).toBe(400);
    expect((await json(response)).errors[0].field).toBe(field);
  });
});

describe('POST /plexus/startDivorceWorkFlowCommand with agreements', () => {
  const good = {
    policyId,
    divorceType: 'DIVORCE',
    divorceDate: '2026-06-15',
    agreementsMade: true,
    divisionType: 'STANDARD',
    exPartner: {
      lastName: 'Anna de Jong',
      dateOfBirth: '1980-03-12',
      centralRegistration: '111222333',
    },
    documents: [{ ...pdf, name: 'convenant.pdf' }],
  };

  it('leaves a pending request and an inbox message naming the documents', async () => {
    const response = await post('/plexus/startDivorceWorkFlowCommand', good);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ documentCount: 1 });
    const policy = await read<{ pendingRequestCollection: { requestType: { code: string } }[] }>(
      'member-active',
      `/plexus/policies/${policyId}`,
    );
    expect(policy.pendingRequestCollection.at(-1)?.requestType.code).toBe('DIVORCE');
    const [first] = await messages();
    const message = await read<{ body: string }>(
      'member-active',
      `/messagebox/message/${first?.id}`,
    );
    expect(message.body).toContain('convenant.pdf');
  });

  it('takes a separation without agreements', async () => {
    const response = await post('/plexus/startDivorceWorkFlowCommand', {
      policyId,
      divorceType: 'SEPARATION',
      divorceDate: '2026-06-15',
      agreementsMade: false,
      exPartner: {},
    });
    expect(response.status).toBe(200);
  });

  it.each([
    [{ divorceType: 'HOLIDAY' }, 'divorceType'],
    [{ divorceDate: '2099-01-01' }, 'divorceDate'],
    [{ agreementsMade: 'yes' }, 'agreementsMade'],
    [{ divisionType: 'HALF' }, 'divisionType'],
    [
      { exPartner: { ...good.exPartner, centralRegistration: '123456789' } },
      'exPartner.centralRegistration',
    ],
    [
      { exPartner: { ...good.exPartner, centralRegistration: '870110378' } },
      'exPartner.centralRegistration',
    ],
    [{ documents: [] }, 'documents'],
    [{ documents: [{ ...pdf, type: 'image/gif', name: 'a.gif' }] }, 'documents.0'],
  ])('refuses %j with a 400 on %s', async (change, field) => {
    const response = await post('/plexus/startDivorceWorkFlowCommand', { ...good, ...change });
    expect(response.status).toBe(400);
    expect((await json(response)).errors[0].field).toBe(field);
  });
});
