import { API_TOKEN_PREFIX } from '@ats/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { sha256 } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/route-access';
import { findLiveTokenByHash, touchApiToken } from './api-tokens.repo';
import { addressAllowed, plainAddress } from './ip-allow-list';

/** Last-used time and address are written at most this often per token (not on every call). */
const TOUCH_EVERY_MS = 60_000;

export const isApiTokenSecret = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/**
 * The caller behind an API token secret, or undefined when it is unknown, revoked or expired.
 * A call from an address outside the token's allow-list is refused (403) without touching it.
 */
export const authenticateApiToken = async (
  db: Db,
  secret: string,
  ip: string,
  log: { error(obj: unknown, msg: string): void },
): Promise<AuthContext | undefined> => {
  const row = await findLiveTokenByHash(db, sha256(secret));
  if (!row) return undefined;
  if (!addressAllowed(row.ipAllowList, ip))
    throw forbidden('This API token may not be used from this address');
  const address = plainAddress(ip);
  if (!row.lastUsedAt || row.lastUsedIp !== address || Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS)
    touchApiToken(db, row.id, address).catch((err: unknown) => log.error({ err }, 'API token touch failed'));
  return {
    userId: row.userId,
    sessionId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roleId: row.roleId,
    roleName: row.roleName,
    roleStatus: row.roleStatus,
    permissions: row.permissions,
    linesOfBusiness: row.linesOfBusiness,
    apiToken: { id: row.id, name: row.name },
  };
};
