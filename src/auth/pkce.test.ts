import { createHash } from 'node:crypto';
import { CODE_VERIFIER_LENGTH, codeChallengeS256, createCodeVerifier } from './pkce';

test('the verifier has 128 unreserved characters and differs every time', () => {
  const verifiers = Array.from({ length: 20 }, createCodeVerifier);
  for (const verifier of verifiers) {
    expect(verifier).toHaveLength(CODE_VERIFIER_LENGTH);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{128}$/);
  }
  expect(new Set(verifiers).size).toBe(verifiers.length);
});

test('the S256 challenge is base64url(SHA-256(verifier))', async () => {
  const verifier = createCodeVerifier();
  const expected = createHash('sha256').update(verifier).digest('base64url');
  await expect(codeChallengeS256(verifier)).resolves.toBe(expected);
  // RFC 7636 appendix B.
  await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
    'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  );
});
