import { json, makeApi } from './testing/harness';

const { app, call, read } = makeApi();

describe('API authentication and served persona', () => {
  it('answers 401 { message: Unauthorized } without a token', async () => {
    const response = await call(null, 'GET', '/plexus/personDetailsQuery');
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for a bad token and a non-bearer header', async () => {
    expect(
      (
        await call(null, 'GET', '/plexus/personDetailsQuery', {
          headers: { Authorization: 'Bearer nope' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(null, 'GET', '/plexus/personDetailsQuery', {
          headers: { Authorization: 'Basic abc' },
        })
      ).status,
    ).toBe(401);
  });

  it('serves the token’s member and accepts the portal’s extra headers', async () => {
    const person = await read<{ personDetailsInfo: { basicPersonInfo: { lastName: string } } }>(
      'member-active',
      '/plexus/personDetailsQuery',
      { 'X-Session-Id': 's-1', 'X-Stub-Id': '20045871-STUB', 'X-Impersonated-Employer': '4100123' },
    );
    expect(person.personDetailsInfo.basicPersonInfo.lastName).toBe('Vries');
  });

  it('ignores X-Impersonated-Participant on a member token', async () => {
    const info = await read('member-active', '/plexus/employmentPensionInfoQuery', {
      'X-Impersonated-Participant': 'member-multi',
    });
    expect(info.employmentPensionInfoCollection).toHaveLength(1);
  });

  it('serves the default participant of advisors and staff', async () => {
    for (const actor of ['advisor-1', 'staff-1']) {
      const info = await read<{ employmentPensionInfoCollection: { policyId: string }[] }>(
        actor,
        '/plexus/employmentPensionInfoQuery',
      );
      expect(info.employmentPensionInfoCollection[0]?.policyId).toBe('2100458712');
    }
  });

  it('serves the participant named by X-Impersonated-Participant (persona id or person id)', async () => {
    const byId = await read('staff-1', '/plexus/employmentPensionInfoQuery', {
      'X-Impersonated-Participant': 'member-multi',
    });
    expect(byId.employmentPensionInfoCollection).toHaveLength(2);
    const personId = (await read('member-wtp', '/plexus/userinfo')).personId as string;
    const byPersonId = await read('staff-1', '/plexus/userinfo', {
      'X-Impersonated-Participant': personId,
    });
    expect(byPersonId.personaId).toBe('member-wtp');
  });

  it('answers 403 for an unknown or non-member participant', async () => {
    for (const target of ['ghost', 'staff-1']) {
      const response = await call('advisor-1', 'GET', '/plexus/personDetailsQuery', {
        headers: { 'X-Impersonated-Participant': target },
      });
      expect(response.status).toBe(403);
      expect((await json(response)).message).toContain(target);
    }
  });

  it('matches paths case-insensitively', async () => {
    expect((await call('member-active', 'GET', '/PLEXUS/PersonDetailsQuery')).status).toBe(200);
  });

  it('answers 404 JSON for unknown routes and unknown policies', async () => {
    const route = await call('member-active', 'GET', '/plexus/nothingHere');
    expect(route.status).toBe(404);
    expect((await json(route)).message).toContain('No stub route');
    const policy = await call('member-active', 'GET', '/plexus/policies/999');
    expect(policy.status).toBe(404);
    expect(await json(policy)).toMatchObject({ message: expect.stringContaining('999') });
  });

  it('allows the portal origins by CORS', async () => {
    const preflight = await app.request('/plexus/policies/2100458712', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-session-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-impersonated-participant',
    );
    const other = await app.request('/settings', { headers: { Origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers settings without a token, with feature toggles on request', async () => {
    const plain = await json(await app.request('/settings'));
    expect(plain).toMatchObject({ environment: 'test', mainApiHost: 'http://localhost' });
    expect(plain.featureToggles).toBeUndefined();
    const flags = await json(await app.request('/settings?includeFeatureFlags=true'));
    expect(flags.featureToggles).toContainEqual({ key: 'AllowDISPolicyStatus', isEnabled: false });
  });
});
