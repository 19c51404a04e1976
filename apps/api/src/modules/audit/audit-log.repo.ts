import type { TAuditActorOption, TAuditLogEntry, TAuditLogListArgs } from '@ats/contract';
import { asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { isoRequired } from '../../lib/dates';
import { keysetList, keysetStream, type ListArgs, type ListSpec } from '../../lib/list/keyset-list';

type Filters = Omit<TAuditLogListArgs, 'limit' | 'paginationKey' | 'search' | 'sort'>;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const listSpec = (db: Db, f: Filters): ListSpec<TAuditLogEntry> => ({
  id: auditLog.id,
  sorts: { createdAt: auditLog.createdAt },
  defaultSort: '-createdAt',
  // Search: the entity id or the actor's email, for "what happened to X" and "what did Y do".
  searchColumns: [auditLog.entityId, users.email],
  where: [
    f.actor?.length ? inArray(auditLog.actorId, f.actor) : undefined,
    f.entityType?.length ? inArray(auditLog.entityType, f.entityType) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.action?.length ? inArray(auditLog.action, f.action) : undefined,
    f.createdFrom ? gte(auditLog.createdAt, dayStart(f.createdFrom)) : undefined,
    f.createdTo ? lt(auditLog.createdAt, nextDay(f.createdTo)) : undefined,
  ],
  query: async ({ sortKey, where, orderBy, limit }) => {
    const rows = await db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorFirst: users.firstName,
        actorLast: users.lastName,
        actorEmail: users.email,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        ip: auditLog.ip,
        diff: auditLog.diff,
        __sortKey: sql`${sortKey}`,
        __id: auditLog.id,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      createdAt: isoRequired(r.createdAt),
      actor: r.actorId
        ? {
            id: r.actorId,
            name: `${r.actorFirst ?? ''} ${r.actorLast ?? ''}`.trim(),
            email: r.actorEmail ?? '',
          }
        : null,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      ip: r.ip,
      diff: r.diff ?? {},
      __sortKey: r.__sortKey,
      __id: r.__id,
    }));
  },
});

export const listAuditLog = (db: Db, q: TAuditLogListArgs) => {
  const { limit, paginationKey, search, sort, ...f } = q;
  const args: ListArgs = { limit, paginationKey, search, sort };
  return keysetList(listSpec(db, f), args);
};

export const streamAuditLog = (db: Db, q: Omit<TAuditLogListArgs, 'limit' | 'paginationKey'>) => {
  const { search, sort, ...f } = q;
  return keysetStream(listSpec(db, f), { search, sort });
};

/** Users who appear as actors, by name (the actor filter's options). */
export const auditActors = async (db: Db): Promise<TAuditActorOption[]> => {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(sql`exists (select 1 from ${auditLog} where ${auditLog.actorId} = ${users.id})`)
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim() }));
};
