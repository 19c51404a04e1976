import { createHmac, randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/tokens';

/**
 * Candidate link tokens (docs/decisions/interviews.md#interview-links). A token is
 * base64url(HMAC-SHA256(key, `${interviewId}:${nonce}`)): 256 bits nobody can guess without the
 * server key. The database keeps the random nonce and the token's SHA-256 only, so a copy of the
 * database does not open any interview, while the reminder job can mail the same link again.
 */
export interface LinkTokens {
  tokenFor(interviewId: string, nonce: string): string;
  /** A fresh link: new nonce, its token and the hash to store. */
  issue(interviewId: string): { nonce: string; token: string; hash: string };
}

export const hashToken = (token: string) => sha256(token);

export const createLinkTokens = (serverSecret: string): LinkTokens => {
  const key = createHmac('sha256', serverSecret).update('applicant-interview-links').digest();
  const tokenFor = (interviewId: string, nonce: string) =>
    createHmac('sha256', key).update(`${interviewId}:${nonce}`).digest('base64url');
  return {
    tokenFor,
    issue(interviewId) {
      const nonce = randomBytes(16).toString('base64url');
      const token = tokenFor(interviewId, nonce);
      return { nonce, token, hash: hashToken(token) };
    },
  };
};
