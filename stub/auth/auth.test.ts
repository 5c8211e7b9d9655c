// verifyAccessToken and issueStubToken of the provider's Auth, without HTTP: stub tokens verify,
// and tampered, foreign, expired or mis-addressed tokens are refused.
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { StubConfig } from '../config';
import { createOidc, type Oidc } from '../oidc/provider';
import { fakePersonas, PORTAL_ORIGINS } from '../oidc/test-support';

const ISSUER = 'http://127.0.0.1:4999/oidc';
const AUDIENCE = 'http://127.0.0.1:4999/api';
const config: StubConfig = {
  port: 4999,
  issuer: ISSUER,
  portalOrigins: PORTAL_ORIGINS,
  personaDir: '/nonexistent',
};

let signingJwk: JWK;
let signingKey: CryptoKey;
let oidc: Oidc;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  signingJwk = { ...(await exportJWK(pair.privateKey)), kid: 'test-key' };
  oidc = await createOidc(config, fakePersonas(), {
    STUB_SIGNING_JWK: JSON.stringify(signingJwk),
  });
});

/** A token like the provider's, signed with `key`; `overrides` replace claims. */
function token(
  key: CryptoKey,
  overrides: Record<string, unknown> = {},
  exp: string | number = '1h',
): Promise<string> {
  return new SignJWT({
    personId: '1000001',
    kind: 'member',
    bsn: '123456782',
    client_id: 'member-portal',
    iss: ISSUER,
    aud: AUDIENCE,
    sub: 'member-active',
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);
}

describe('verifyAccessToken', () => {
  it('accepts a well-formed token signed with the provider key', async () => {
    await expect(oidc.auth.verifyAccessToken(await token(signingKey))).resolves.toEqual({
      personaId: 'member-active',
      kind: 'member',
      clientId: 'member-portal',
    });
  });

  it('rejects a tampered token', async () => {
    const [header, payload, signature] = (await token(signingKey)).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'member-paid' })).toString(
      'base64url',
    );
    await expect(oidc.auth.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toThrow();
  });

  it('rejects an expired token', async () => {
    const expired = await token(signingKey, {}, Math.floor(Date.now() / 1000) - 60);
    await expect(oidc.auth.verifyAccessToken(expired)).rejects.toThrow(/exp/);
  });

  it('rejects a token signed with another key', async () => {
    const other = await generateKeyPair('RS256');
    await expect(oidc.auth.verifyAccessToken(await token(other.privateKey))).rejects.toThrow();
  });

  it.each([
    ['issuer', { iss: 'http://elsewhere/oidc' }],
    ['audience', { aud: 'http://elsewhere/api' }],
    ['kind', { kind: 'admin' }],
    ['client_id', { client_id: undefined }],
  ])('rejects a token with a wrong %s', async (_name, overrides) => {
    await expect(oidc.auth.verifyAccessToken(await token(signingKey, overrides))).rejects.toThrow();
  });

  it('rejects garbage', async () => {
    await expect(oidc.auth.verifyAccessToken('not-a-jwt')).rejects.toThrow();
  });
});

describe('issueStubToken', () => {
  it('issues a bearer token for a persona id that verifies as stub-login', async () => {
    const answer = await oidc.auth.issueStubToken('member-active');
    expect(answer).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    await expect(oidc.auth.verifyAccessToken(answer.access_token)).resolves.toEqual({
      personaId: 'member-active',
      kind: 'member',
      clientId: 'stub-login',
    });
  });

  it('accepts a person id and signs for its persona', async () => {
    const answer = await oidc.auth.issueStubToken('2000001');
    await expect(oidc.auth.verifyAccessToken(answer.access_token)).resolves.toEqual({
      personaId: 'advisor-1',
      kind: 'advisor',
      clientId: 'stub-login',
    });
  });

  it('refuses an unknown persona', async () => {
    await expect(oidc.auth.issueStubToken('nobody')).rejects.toThrow(/unknown persona/);
  });

  it('follows STUB_TOKEN_TTL', async () => {
    const short = await createOidc(config, fakePersonas(), { STUB_TOKEN_TTL: '5' });
    const answer = await short.auth.issueStubToken('staff-1');
    expect(answer.expires_in).toBe(5);
    await expect(short.auth.verifyAccessToken(answer.access_token)).resolves.toMatchObject({
      kind: 'staff',
    });
    // A token of one provider instance does not verify with another instance's key.
    await expect(oidc.auth.verifyAccessToken(answer.access_token)).rejects.toThrow();
  });

  it('refuses a bad STUB_TOKEN_TTL or STUB_SIGNING_JWK', async () => {
    await expect(createOidc(config, fakePersonas(), { STUB_TOKEN_TTL: '0' })).rejects.toThrow(
      /STUB_TOKEN_TTL/,
    );
    await expect(createOidc(config, fakePersonas(), { STUB_SIGNING_JWK: '{' })).rejects.toThrow(
      /STUB_SIGNING_JWK/,
    );
  });
});
