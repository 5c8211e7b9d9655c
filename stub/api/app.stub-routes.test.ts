import { json, makeApi } from './testing/harness';

const { app, call, read, reset } = makeApi();
const stub = (path: string, init: RequestInit = {}) => app.request(`/__stub${path}`, init);

beforeEach(async () => {
  await reset();
});

describe('/__stub endpoints', () => {
  it('lists persona summaries with policy ids and faults', async () => {
    const list = await json(await stub('/personas'));
    expect(list[0]).toMatchObject({
      id: 'member-active',
      kind: 'member',
      name: 'J. (Jan) de Vries',
      policyIds: ['2100458712'],
    });
    expect(list.find((p: { id: string }) => p.id === 'fault-pna').faults).toEqual([
      { persona: 'fault-pna', fault: 'pna', path: '/plexus/policies/*' },
    ]);
    expect(list.find((p: { id: string }) => p.id === 'advisor-1')).toMatchObject({
      kind: 'advisor',
      impersonates: 'member-active',
    });
  });

  it('records every write with persona, body, status; filters by persona', async () => {
    await call('member-active', 'POST', '/plexus/startDivorceWorkFlowCommand', {
      body: { policyId: '2100458712' },
    });
    await call('member-wtp', 'POST', '/plexus/startDivorceWorkFlowCommand', { body: {} });
    await call(null, 'POST', '/plexus/startDivorceWorkFlowCommand', { body: { policyId: 'x' } });
    await call('member-active', 'GET', '/plexus/personDetailsQuery');
    const all = await json(await stub('/commands'));
    expect(all).toHaveLength(3);
    expect(all[0]).toEqual({
      time: expect.any(String),
      persona: 'member-active',
      method: 'POST',
      path: '/plexus/startDivorceWorkFlowCommand',
      body: { policyId: '2100458712' },
      kind: 'command',
      accepted: true,
      status: 200,
    });
    expect(all[1]).toMatchObject({ persona: 'member-wtp', accepted: false, status: 400 });
    expect(all[2]).toMatchObject({ persona: null, accepted: false, status: 401 });
    expect(await json(await stub('/commands?persona=member-wtp'))).toHaveLength(1);
  });

  it('reset restores persona state and clears the recorder', async () => {
    await call('member-active', 'POST', '/Plexus/personalPensionAgeCommand', {
      body: { policyId: '2100458712', personalPensionAgeType: 'state' },
    });
    expect(await read('member-active', '/plexus/personalPensionAgeQuery/2100458712')).toMatchObject(
      {
        personalPensionAgeType: { code: 'state' },
      },
    );
    expect(await json(await stub('/reset', { method: 'POST' }))).toEqual({ reset: true });
    expect(await read('member-active', '/plexus/personalPensionAgeQuery/2100458712')).toMatchObject(
      {
        personalPensionAgeType: { code: 'agreement' },
      },
    );
    expect(await json(await stub('/commands'))).toEqual([]);
  });

  it('issues a stub token by persona id or person id, as JSON or form', async () => {
    const byJson = await stub('/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ personId: 'member-wtp' }),
    });
    expect(await json(byJson)).toEqual({
      access_token: 'fake:member-wtp',
      token_type: 'Bearer',
      expires_in: 3600,
    });
    const byForm = await stub('/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'personId=20045871',
    });
    expect((await json(byForm)).access_token).toBe('fake:member-active');
    const unknown = await stub('/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"personId":"nobody"}',
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toContain('nobody');
  });

  it('lists runtime faults and the fault catalogue', async () => {
    const answer = await json(await stub('/faults'));
    expect(answer.active).toEqual([]);
    expect(Object.keys(answer.kinds)).toContain('no-stub');
  });
});
