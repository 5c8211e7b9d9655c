import { json, makeApi } from './testing/harness';

const { app, call, reset } = makeApi();
const parse = async (response: Response) => ({
  status: response.status,
  body: await json(response),
});
const policyOf: Record<string, string> = {};

beforeAll(async () => {
  const list = (await json(await app.request('/__stub/personas'))) as {
    id: string;
    policyIds: string[];
  }[];
  for (const p of list) policyOf[p.id] = p.policyIds[0] ?? '';
});

beforeEach(async () => {
  await reset();
});

describe('fault personas (spec section 8)', () => {
  it('fault-maintenance: 503 "backend service unavailable" on every plexus call, reads and writes', async () => {
    for (const [method, path] of [
      ['GET', '/plexus/employmentPensionInfoQuery'],
      ['GET', `/plexus/policies/${policyOf['fault-maintenance']}`],
      ['POST', '/Plexus/personalPensionAgeCommand'],
    ] as const) {
      const { status, body } = await parse(
        await call('fault-maintenance', method, path, method === 'GET' ? {} : { body: {} }),
      );
      expect(status).toBe(503);
      expect(body.message).toContain('backend service unavailable');
    }
    expect((await call('fault-maintenance', 'GET', '/ParticipantPermission/list')).status).toBe(
      200,
    );
  });

  it.each([
    ['fault-pna', 'PNA'],
    ['fault-poh', 'POH'],
  ])('%s: policies answer an error whose message contains %s', async (persona, code) => {
    const { status, body } = await parse(
      await call(persona, 'GET', `/plexus/policies/${policyOf[persona]}`),
    );
    expect(status).toBe(403);
    expect(body.message).toContain(code);
    expect(body.code).toBe(code);
    expect((await call(persona, 'GET', '/plexus/personDetailsQuery')).status).toBe(200);
  });

  it('fault-unauthorized: 401 on plexus calls', async () => {
    const { status, body } = await parse(
      await call('fault-unauthorized', 'GET', '/plexus/personDetailsQuery'),
    );
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized' });
  });

  it('fault-general-10001: 500 General exception with a code that is not the general one', async () => {
    const { status, body } = await parse(
      await call(
        'fault-general-10001',
        'GET',
        `/plexus/policies/${policyOf['fault-general-10001']}`,
      ),
    );
    expect(status).toBe(500);
    expect(body.message).toBe('General exception: Error: 10001');
    expect(body.code).toBe('10001');
  });

  it('fault-no-stub: 400 whose first error message says Geen stub message gevonden', async () => {
    const path = `/plexus/policies/${policyOf['fault-no-stub']}`;
    const { status, body } = await parse(await call('fault-no-stub', 'GET', path));
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe(`Geen stub message gevonden voor GET ${path}`);
  });

  it('fault-projections: an NlUcmCqMessages code and no paymentCollection', async () => {
    const { status, body } = await parse(
      await call(
        'fault-projections',
        'GET',
        `/plexus/nlUcmCalculateProjectionsQuery/${policyOf['fault-projections']}`,
      ),
    );
    expect(status).toBe(200);
    expect(body.messages[0].code).toMatch(/^NlUcmCqMessages\./);
    expect(body.nlUcmProjectionsDCCqCollection[0]).not.toHaveProperty('paymentCollection');
    expect(
      (await call('fault-projections', 'GET', `/plexus/policies/${policyOf['fault-projections']}`))
        .status,
    ).toBe(200);
  });

  it('fault-pension-info: object reference on pension info, value cannot be null on policies', async () => {
    const info = await parse(
      await call('fault-pension-info', 'GET', '/plexus/employmentPensionInfoQuery'),
    );
    expect(info.status).toBe(500);
    expect(info.body.message).toContain('Object reference not set to an instance of an object');
    const policy = await parse(
      await call('fault-pension-info', 'GET', `/plexus/policies/${policyOf['fault-pension-info']}`),
    );
    expect(policy.status).toBe(500);
    expect(policy.body.message).toContain('Value cannot be null');
  });

  it('applies a fault of the impersonated participant to staff', async () => {
    const response = await call('staff-1', 'GET', '/plexus/personDetailsQuery', {
      headers: { 'X-Impersonated-Participant': 'fault-maintenance' },
    });
    expect(response.status).toBe(503);
  });

  it('records writes answered by a fault as not accepted', async () => {
    await call('fault-maintenance', 'POST', '/plexus/updatePersonCommand', {
      body: { personId: '1' },
    });
    const log = await json(await app.request('/__stub/commands?persona=fault-maintenance'));
    expect(log).toEqual([expect.objectContaining({ accepted: false, status: 503 })]);
  });
});

describe('runtime faults', () => {
  const setFault = (body: unknown) =>
    app.request('/__stub/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('sets a fault for one persona on its default path and clears it', async () => {
    const set = await setFault({ persona: 'member-active', fault: 'pna' });
    expect(await json(set)).toEqual({
      persona: 'member-active',
      fault: 'pna',
      path: '/plexus/policies/*',
    });
    expect((await call('member-active', 'GET', '/plexus/policies/2100458712')).status).toBe(403);
    expect((await call('member-wtp', 'GET', '/plexus/policies/2100461187')).status).toBe(200);
    await app.request('/__stub/faults?persona=member-active', { method: 'DELETE' });
    expect((await call('member-active', 'GET', '/plexus/policies/2100458712')).status).toBe(200);
  });

  it('limits a fault to a path pattern', async () => {
    await setFault({ persona: 'member-active', fault: 'no-stub', path: '/messagebox/*' });
    expect((await call('member-active', 'GET', '/messagebox/messages/2100458712')).status).toBe(
      400,
    );
    expect((await call('member-active', 'GET', '/plexus/policies/2100458712')).status).toBe(200);
  });

  it('is cleared by a reset', async () => {
    await setFault({ persona: 'member-active', fault: 'maintenance' });
    await reset();
    expect((await call('member-active', 'GET', '/plexus/policies/2100458712')).status).toBe(200);
  });

  it('field-error: answers one write with a 400 naming the field and code, once', async () => {
    const field = 'partnerDetailsInfo.basicPersonInfo.centralRegistration';
    const set = await setFault({
      persona: 'member-active',
      fault: 'field-error',
      path: '/plexus/*',
      field,
      code: 'INVALID_BSN',
    });
    expect(await json(set)).toEqual({
      persona: 'member-active',
      fault: 'field-error',
      path: '/plexus/*',
      field,
      code: 'INVALID_BSN',
    });
    // Reads pass: the kind answers writes only.
    expect((await call('member-active', 'GET', '/plexus/personDetailsQuery')).status).toBe(200);
    const write = { policyId: '2100458712', personalPensionAgeType: 'state' };
    const refused = await parse(
      await call('member-active', 'POST', '/Plexus/personalPensionAgeCommand', { body: write }),
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        message: 'No valid BSN number',
        code: 'VALIDATION',
        errors: [{ field, code: 'INVALID_BSN', message: 'No valid BSN number' }],
      },
    });
    expect(await json(await app.request('/__stub/faults'))).toHaveProperty('active', []);
    const again = await call('member-active', 'POST', '/Plexus/personalPensionAgeCommand', {
      body: write,
    });
    expect(again.status).toBe(200);
    const log = await json(await app.request('/__stub/commands?persona=member-active'));
    expect(log.map((entry: { status: number }) => entry.status)).toEqual([400, 200]);
  });

  it('field-error: cleared by DELETE before it fires, and only for the persona it was set for', async () => {
    const fault = { fault: 'field-error', field: 'documents.1', code: 'FILE_TYPE' };
    expect((await setFault({ persona: 'member-active', ...fault })).status).toBe(200);
    const write = { policyId: '2100458712', personalPensionAgeType: 'state' };
    expect(
      (
        await call('member-wtp', 'POST', '/Plexus/personalPensionAgeCommand', {
          body: { ...write, policyId: '2100461187' },
        })
      ).status,
    ).toBe(200);
    await app.request('/__stub/faults?persona=member-active&fault=field-error', {
      method: 'DELETE',
    });
    expect(
      (await call('member-active', 'POST', '/Plexus/personalPensionAgeCommand', { body: write }))
        .status,
    ).toBe(200);
  });

  it('field-error: refuses a fault without a field or with a code outside the contract', async () => {
    for (const body of [
      { persona: 'member-active', fault: 'field-error', code: 'INVALID_BSN' },
      { persona: 'member-active', fault: 'field-error', field: ' ', code: 'INVALID_BSN' },
      { persona: 'member-active', fault: 'field-error', field: 'a', code: 'WRONG' },
      { persona: 'member-active', fault: 'field-error', field: 'a' },
    ]) {
      const answer = await setFault(body);
      expect(answer.status).toBe(400);
      expect((await json(answer)).errors[0].field).toBe(body.field?.trim() ? 'code' : 'field');
    }
  });

  it('refuses unknown personas, faults and paths', async () => {
    expect((await setFault({ persona: 'ghost', fault: 'pna' })).status).toBe(400);
    expect((await setFault({ persona: 'member-active', fault: 'meltdown' })).status).toBe(400);
    expect(
      (await setFault({ persona: 'member-active', fault: 'pna', path: 'plexus' })).status,
    ).toBe(400);
  });
});
