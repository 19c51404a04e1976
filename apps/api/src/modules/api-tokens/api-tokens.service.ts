import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type TApiTokenCreate,
  type TApiTokenCreated,
  ZApiTokenCreate,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { assertCanAssignScope, assertCanGrantPermissions } from '../../lib/scope/grant-limits';
import { sha256 } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit, snapshotOf } from '../audit';
import { findRole, grantorOf } from '../roles';
import * as repo from './api-tokens.repo';
import { parseAllowList } from './ip-allow-list';

const ENTITY = 'api-token';

/** A 256-bit random secret behind the recognisable prefix; only its SHA-256 is kept. */
const newSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export const createApiTokensService = (db: Db) => ({
  list: () => repo.listApiTokens(db),

  async create(input: TApiTokenCreate, caller: AuthContext, ip: string): Promise<TApiTokenCreated> {
    const values = ZApiTokenCreate.parse(input);
    const errors = parseAllowList(values.ipAllowList).problems;
    if (values.expiresAt && new Date(values.expiresAt) <= new Date())
      errors.push('expiresAt: the expiry must be in the future');
    const role = await findRole(db, values.roleId);
    if (!role) errors.push('roleId: role does not exist');
    if (errors.length) throw badRequest('Validation failed', errors);
    const grantor = await grantorOf(db, caller);
    // Nobody makes a token stronger than themselves (docs/decisions/roles.md#no-escalation).
    assertCanGrantPermissions(grantor, role!.permissions, `the role "${role!.name}"`);
    assertCanAssignScope(grantor, values.linesOfBusiness);
    const secret = newSecret();
    const tokenId = crypto.randomUUID();
    await db.transaction(async (tx) => {
      const principalId = await repo.insertPrincipal(tx, {
        name: values.name,
        roleId: values.roleId,
        tokenId,
        linesOfBusiness: values.linesOfBusiness,
      });
      await repo.insertApiToken(tx, {
        id: tokenId,
        name: values.name,
        principalId,
        tokenHash: sha256(secret),
        prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
        expiresAt: values.expiresAt ? new Date(values.expiresAt) : null,
        ipAllowList: values.ipAllowList,
        createdBy: caller.userId,
      });
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'create',
        entityType: ENTITY,
        entityId: tokenId,
        diff: snapshotOf({ ...values, roleName: role!.name }),
        ip,
      });
    });
    const token = await repo.findApiToken(db, tokenId);
    return { token: token!, secret };
  },

  async revoke(id: string, caller: AuthContext, ip: string) {
    const token = await repo.findApiToken(db, id);
    if (!token) throw notFound('API token');
    await db.transaction(async (tx) => {
      if (await repo.revokeApiToken(tx, id))
        await recordAudit(tx, {
          actorId: caller.userId,
          action: 'delete',
          entityType: ENTITY,
          entityId: id,
          diff: { name: token.name },
          ip,
        });
    });
    return { id };
  },
});
