// The access rules the real back end must keep (README "Access"): advisors read a member only with
// that member's permission for their company, staff read any member, and every call made on a
// member's behalf lands in the audit list.
import { NO_ADVISOR_PERMISSION } from './permissions';
import { json, makeApi } from './testing/harness';

const { app, call, read, reset } = makeApi();
const audit = async (query = '') => json(await app.request(`/__stub/audit${query}`));
const asAdvisorFor = (participant: string, employer?: string) =>
  call('advisor-1', 'GET', '/plexus/personDetailsQuery', {
    headers: {
      'X-Impersonated-Participant': participant,
      ...(employer ? { 'X-Impersonated-Employer': employer } : {}),
    },
  });

beforeEach(async () => {
  await reset();
});

describe('advisor permission (spec section 6: to = advisor company, relatesTo = employer)', () => {
  it('reads member-active, who gave Van Dam permission for Bouwbedrijf Van Leeuwen', async () => {
    const answer = await asAdvisorFor('member-active', '4100123');
    expect(answer.status).toBe(200);
    expect((await json(answer)).personDetailsInfo.basicPersonInfo.lastName).toBe('Vries');
  });

  it.each(['member-dec', 'member-english', 'member-multi'])(
    'is refused %s (no permission) with 403 and a code, and no member data',
    async (member) => {
      const answer = await asAdvisorFor(member);
      expect(answer.status).toBe(403);
      const body = await json(answer);
      expect(body).toEqual({ message: expect.any(String), code: NO_ADVISOR_PERMISSION });
      expect(JSON.stringify(body)).not.toMatch(/centralRegistration|[0-9]{9}/);
    },
  );

  it('is refused by person id too, on every path, not only person details', async () => {
    const personId = (await read('member-multi', '/plexus/userinfo')).personId as string;
    for (const path of ['/plexus/employmentPensionInfoQuery', '/messagebox/messages/2100469905']) {
      const answer = await call('advisor-1', 'GET', path, {
        headers: { 'X-Impersonated-Participant': personId },
      });
      expect(answer.status, path).toBe(403);
    }
  });

  it('needs the permission to relate to the employer the advisor acts through', async () => {
    expect((await asAdvisorFor('member-active', '4100877')).status).toBe(403);
  });

  it('follows a permission the member gives, and only for that member', async () => {
    expect((await asAdvisorFor('member-english')).status).toBe(403);
    const given = await call('member-english', 'POST', '/ParticipantPermission/create', {
      body: { to: '7300518', relatesTo: '4100123' },
    });
    expect(given.status).toBe(200);
    expect((await asAdvisorFor('member-english', '4100123')).status).toBe(200);
    expect((await asAdvisorFor('member-dec')).status).toBe(403);
  });

  it('staff read any member', async () => {
    for (const member of ['member-dec', 'member-english', 'member-multi']) {
      const answer = await call('staff-1', 'GET', '/plexus/personDetailsQuery', {
        headers: { 'X-Impersonated-Participant': member },
      });
      expect(answer.status, member).toBe(200);
    }
  });
});

describe('audit list (GET /__stub/audit)', () => {
  it('lists every call made on a member’s behalf, allowed and refused, oldest first', async () => {
    await asAdvisorFor('member-active', '4100123');
    await asAdvisorFor('member-dec');
    await call('staff-1', 'GET', '/plexus/personDetailsQuery', {
      headers: { 'X-Impersonated-Participant': 'member-multi' },
    });
    expect(await audit()).toEqual([
      {
        time: expect.any(String),
        actor: 'advisor-1',
        actorKind: 'advisor',
        onBehalfOf: 'member-active',
        method: 'GET',
        path: '/plexus/personDetailsQuery',
        outcome: 'allowed',
        status: 200,
      },
      {
        time: expect.any(String),
        actor: 'advisor-1',
        actorKind: 'advisor',
        onBehalfOf: 'member-dec',
        method: 'GET',
        path: '/plexus/personDetailsQuery',
        outcome: 'refused',
        status: 403,
        code: NO_ADVISOR_PERMISSION,
      },
      expect.objectContaining({
        actor: 'staff-1',
        actorKind: 'staff',
        onBehalfOf: 'member-multi',
        outcome: 'allowed',
      }),
    ]);
  });

  it('names the member by persona id also when the call named them by person id', async () => {
    const personId = (await read('member-wtp', '/plexus/userinfo')).personId as string;
    await reset();
    await call('staff-1', 'GET', '/plexus/userinfo', {
      headers: { 'X-Impersonated-Participant': personId },
    });
    expect((await audit())[0]).toMatchObject({ onBehalfOf: 'member-wtp', outcome: 'allowed' });
  });

  it('keeps refused writes and unknown participants; leaves members’ own calls out', async () => {
    await call('member-active', 'GET', '/plexus/personDetailsQuery');
    await call('staff-1', 'POST', '/plexus/updatePersonCommand', { body: { personId: '1' } });
    await call('staff-1', 'GET', '/plexus/personDetailsQuery', {
      headers: { 'X-Impersonated-Participant': 'ghost' },
    });
    expect(await audit()).toEqual([
      expect.objectContaining({
        actor: 'staff-1',
        onBehalfOf: 'member-active',
        method: 'POST',
        outcome: 'refused',
        status: 401,
      }),
      expect.objectContaining({
        onBehalfOf: 'ghost',
        outcome: 'refused',
        status: 403,
        code: 'FORBIDDEN',
      }),
    ]);
  });

  it('filters by member and is cleared by POST /__stub/reset', async () => {
    await asAdvisorFor('member-active', '4100123');
    await asAdvisorFor('member-dec');
    expect(await audit('?persona=member-dec')).toEqual([
      expect.objectContaining({ onBehalfOf: 'member-dec' }),
    ]);
    await reset();
    expect(await audit()).toEqual([]);
  });
});
