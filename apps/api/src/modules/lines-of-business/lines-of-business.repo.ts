import type { TLineOfBusiness } from '@ats/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linesOfBusiness, users } from '../../db/schema';
import { isoRequired } from '../../lib/dates';
import { keysetList, type ListArgs } from '../../lib/list/keyset-list';
import { lobScope, type ScopeCaller } from '../../lib/scope';

const ownerName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), 'N/A')`;

const lobFields = {
  id: linesOfBusiness.id,
  name: linesOfBusiness.name,
  clientName: linesOfBusiness.clientName,
  ownerId: linesOfBusiness.ownerId,
  ownerName,
  lineType: linesOfBusiness.lineType,
  country: linesOfBusiness.country,
  description: linesOfBusiness.description,
  active: linesOfBusiness.active,
  anpsAfterApplication: linesOfBusiness.anpsAfterApplication,
  anpsAfterDecision: linesOfBusiness.anpsAfterDecision,
  createdAt: linesOfBusiness.createdAt,
  updatedAt: linesOfBusiness.updatedAt,
};

type LobRow = {
  [K in keyof typeof lobFields]: K extends 'createdAt' | 'updatedAt' ? Date : unknown;
};

const toLob = (r: LobRow): TLineOfBusiness => ({
  ...(r as unknown as TLineOfBusiness),
  ownerName: (r.ownerName as string | null) ?? 'N/A',
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});

/** The caller's scope: only their lines of business when they have any. */
const scopeOf = (caller: ScopeCaller | undefined) =>
  caller ? lobScope(caller, linesOfBusiness.id) : undefined;

export const findLob = async (
  db: Db,
  id: string,
  caller?: ScopeCaller,
): Promise<TLineOfBusiness | undefined> => {
  const [row] = await db
    .select(lobFields)
    .from(linesOfBusiness)
    .leftJoin(users, eq(users.id, linesOfBusiness.ownerId))
    .where(and(eq(linesOfBusiness.id, id), scopeOf(caller)))
    .limit(1);
  return row ? toLob(row) : undefined;
};

export interface LobListFilters {
  lineType?: string[] | undefined;
  country?: string[] | undefined;
  active?: boolean | undefined;
}

export const listLobs = (db: Db, caller: ScopeCaller, args: ListArgs & LobListFilters) =>
  keysetList(
    {
      id: linesOfBusiness.id,
      sorts: {
        name: sql`lower(${linesOfBusiness.name})`,
        clientName: sql`lower(${linesOfBusiness.clientName})`,
        lineType: linesOfBusiness.lineType,
        country: linesOfBusiness.country,
        createdAt: linesOfBusiness.createdAt,
      },
      defaultSort: 'name',
      searchColumns: [
        linesOfBusiness.name,
        linesOfBusiness.clientName,
        sql`${users.firstName} || ' ' || ${users.lastName}`,
      ],
      where: [
        scopeOf(caller),
        args.lineType?.length ? inArray(linesOfBusiness.lineType, args.lineType) : undefined,
        args.country?.length ? inArray(linesOfBusiness.country, args.country) : undefined,
        args.active === undefined ? undefined : eq(linesOfBusiness.active, args.active),
      ],
      query: async ({ sortKey, where, orderBy, limit }) => {
        const rows = await db
          .select({ ...lobFields, __sortKey: sortKey, __id: linesOfBusiness.id })
          .from(linesOfBusiness)
          .leftJoin(users, eq(users.id, linesOfBusiness.ownerId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit);
        return rows.map((r) => ({ ...toLob(r), __sortKey: r.__sortKey, __id: r.__id }));
      },
    },
    args,
  );

export const insertLob = async (db: Db, values: typeof linesOfBusiness.$inferInsert) => {
  const [row] = await db.insert(linesOfBusiness).values(values).returning({ id: linesOfBusiness.id });
  return row!.id;
};

export const updateLobRow = (db: Db, id: string, values: Partial<typeof linesOfBusiness.$inferInsert>) =>
  db
    .update(linesOfBusiness)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(linesOfBusiness.id, id));

/** Whether the user exists and is not deleted (owners must be real users). */
export const userExists = async (db: Db, userId: string) => {
  const conditions: SQL[] = [eq(users.id, userId), isNull(users.deletedAt)];
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
};

export const lobNameTaken = async (db: Db, clientName: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: linesOfBusiness.id })
    .from(linesOfBusiness)
    .where(
      and(
        sql`lower(${linesOfBusiness.name}) = ${name.toLowerCase()}`,
        sql`lower(${linesOfBusiness.clientName}) = ${clientName.toLowerCase()}`,
        exceptId ? sql`${linesOfBusiness.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** Active users who can own a line of business, matching the search, by name. */
export const ownerOptions = async (db: Db, search: string | undefined, limit: number) => {
  const term = search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.active, true),
        pattern
          ? sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern})`
          : undefined,
      ),
    )
    .orderBy(sql`lower(${users.firstName} || ' ' || ${users.lastName})`, users.id)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email }));
};
