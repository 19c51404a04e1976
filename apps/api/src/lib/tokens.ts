import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ats-api';
const AUDIENCE = 'ats-staff';
const ALG = 'HS256';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export const signSessionToken = async (secret: string, claims: TokenClaims, expiresAt: Date) =>
  new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));

/**
 * Tokens whose signature was already checked, with their claims and expiry (ms). A token string
 * never changes meaning: the same bytes carry the same signed claims, so only the expiry needs
 * checking again. Whether its session still stands is the session lookup's job, on every request.
 * Verifying an HS256 JWT costs a WebCrypto key import and HMAC per call (about a tenth of the CPU
 * of a list request before this cache).
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { secret: string; claims: TokenClaims; expiresMs: number }>();

/** Verifies signature, algorithm, issuer, audience and expiry; undefined when any fails. */
export const verifySessionToken = async (secret: string, token: string): Promise<TokenClaims | undefined> => {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.expiresMs > Date.now()) return known.claims;
    verified.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (typeof payload.exp === 'number') {
      // Oldest first out: a Map iterates in insertion order.
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, { secret, claims, expiresMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return undefined;
  }
};

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
