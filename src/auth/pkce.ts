// PKCE (RFC 7636) with the 128-character verifier the spec asks for (section 4).

/** Length of the code verifier (the RFC's maximum). */
export const CODE_VERIFIER_LENGTH = 128;

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** 96 random bytes, base64url: exactly 128 unreserved characters, 768 bits of entropy. */
export function createCodeVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array((CODE_VERIFIER_LENGTH * 3) / 4)));
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
