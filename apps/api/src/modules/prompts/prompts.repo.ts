import type {
  TModelSettings,
  TPromptListItem,
  TPromptPurpose,
  TPromptUse,
  TPromptVersion,
} from '@ats/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prompts, promptVersions, resumeProfiles, users } from '../../db/schema';
import { isoRequired } from '../../lib/dates';
import { keysetList, type ListArgs } from '../../lib/list/keyset-list';

const personName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export type PromptRow = typeof prompts.$inferSelect;

export const findPrompt = async (db: Db, id: string, forUpdate = false): Promise<PromptRow | undefined> => {
  const q = db.select().from(prompts).where(eq(prompts.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
};

export const findPromptByName = async (db: Db, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(
      and(
        sql`lower(${prompts.name}) = lower(${name})`,
        exceptId ? sql`${prompts.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
};

export const creatorName = async (db: Db, userId: string | null) => {
  if (!userId) return null;
  const [row] = await db.select({ name: personName }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? { id: userId, name: row.name ?? 'Unknown' } : null;
};

export const insertPrompt = async (
  db: Db,
  values: { name: string; purpose: TPromptPurpose; description: string; createdBy: string },
) => {
  const [row] = await db.insert(prompts).values(values).returning();
  return row!;
};

export const updatePrompt = (db: Db, id: string, values: Partial<typeof prompts.$inferInsert>) =>
  db
    .update(prompts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(prompts.id, id));

export const deletePrompt = (db: Db, id: string) => db.delete(prompts).where(eq(prompts.id, id));

export interface VersionValues {
  definition: string;
  variables: string[];
  modelSettings: TModelSettings;
  outputSchema: Record<string, unknown> | null;
  note: string;
  createdBy: string;
}

/** A new version numbered after the highest ever given, made current. Call inside a transaction. */
export const insertVersion = async (db: Db, prompt: PromptRow, values: VersionValues) => {
  const versionNumber = prompt.lastVersionNumber + 1;
  const [row] = await db
    .insert(promptVersions)
    .values({ ...values, promptId: prompt.id, versionNumber })
    .returning({ id: promptVersions.id });
  await updatePrompt(db, prompt.id, { lastVersionNumber: versionNumber, currentVersionId: row!.id });
  return { id: row!.id, versionNumber };
};

export const findVersion = async (db: Db, promptId: string, versionId: string) => {
  const [row] = await db
    .select()
    .from(promptVersions)
    .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.id, versionId)))
    .limit(1);
  return row;
};

export const deleteVersion = (db: Db, versionId: string) =>
  db.delete(promptVersions).where(eq(promptVersions.id, versionId));

export const listVersions = async (
  db: Db,
  promptId: string,
  currentId: string | null,
): Promise<TPromptVersion[]> => {
  const rows = await db
    .select({ v: promptVersions, byName: personName })
    .from(promptVersions)
    .leftJoin(users, eq(users.id, promptVersions.createdBy))
    .where(eq(promptVersions.promptId, promptId))
    .orderBy(desc(promptVersions.versionNumber));
  return rows.map(({ v, byName }) => ({
    id: v.id,
    versionNumber: v.versionNumber,
    definition: v.definition,
    variables: v.variables,
    modelSettings: v.modelSettings,
    outputSchema: v.outputSchema ?? null,
    note: v.note,
    isCurrent: v.id === currentId,
    createdBy: v.createdBy ? { id: v.createdBy, name: byName ?? 'Unknown' } : null,
    createdAt: isoRequired(v.createdAt),
  }));
};

/** Screening content that runs this prompt (resume profiles list prompt ids). */
export const findUses = async (db: Db, promptId: string): Promise<TPromptUse[]> => {
  const rows = await db
    .select({ id: resumeProfiles.id, name: resumeProfiles.name })
    .from(resumeProfiles)
    .where(sql`${promptId}::uuid = any(${resumeProfiles.prompts})`)
    .orderBy(resumeProfiles.name);
  return rows.map((r) => ({ type: 'resume-profile', ...r }));
};

// Written out with table names: drizzle leaves columns unqualified inside a subquery.
const versionCount = sql<number>`(select count(*)::int from prompt_versions pv where pv.prompt_id = "prompts"."id")`;
const currentNumber = sql<number>`coalesce((select pv.version_number from prompt_versions pv where pv.id = "prompts"."current_version_id"), 0)`;

export const listPrompts = (db: Db, args: ListArgs & { purposes?: TPromptPurpose[] | undefined }) =>
  keysetList<TPromptListItem>(
    {
      id: prompts.id,
      sorts: {
        name: sql`lower(${prompts.name})`,
        purpose: prompts.purpose,
        createdAt: prompts.createdAt,
        updatedAt: prompts.updatedAt,
      },
      defaultSort: '-updatedAt',
      searchColumns: [prompts.name, prompts.description],
      where: [args.purposes?.length ? inArray(prompts.purpose, args.purposes) : undefined],
      query: async ({ sortKey, where, orderBy, limit }) => {
        const rows = await db
          .select({
            id: prompts.id,
            name: prompts.name,
            purpose: prompts.purpose,
            description: prompts.description,
            currentVersionNumber: currentNumber,
            versionCount,
            createdAt: prompts.createdAt,
            updatedAt: prompts.updatedAt,
            __sortKey: sortKey as SQL<unknown>,
            __id: prompts.id,
          })
          .from(prompts)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit);
        return rows.map((r) => ({
          ...r,
          purpose: r.purpose as TPromptPurpose,
          currentVersionNumber: Number(r.currentVersionNumber),
          versionCount: Number(r.versionCount),
          createdAt: isoRequired(r.createdAt),
          updatedAt: isoRequired(r.updatedAt),
        }));
      },
    },
    args,
  );
