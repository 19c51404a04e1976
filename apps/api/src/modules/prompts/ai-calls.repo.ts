import type { TAiCall, TAiCallOutcome } from '@ats/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiCalls, users } from '../../db/schema';
import { isoRequired } from '../../lib/dates';
import { keysetList, type ListArgs } from '../../lib/list/keyset-list';

export type AiCallValues = typeof aiCalls.$inferInsert;

export const insertAiCall = async (db: Db, values: AiCallValues) => {
  const [row] = await db.insert(aiCalls).values(values).returning({ id: aiCalls.id });
  return row!.id;
};

const callerName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** A prompt's usage history, newest first. */
export const listAiCalls = (db: Db, promptId: string, args: ListArgs) =>
  keysetList<TAiCall>(
    {
      id: aiCalls.id,
      sorts: { createdAt: aiCalls.createdAt },
      defaultSort: '-createdAt',
      where: [eq(aiCalls.promptId, promptId)],
      query: async ({ sortKey, where, orderBy, limit }) => {
        const rows = await db
          .select({ c: aiCalls, name: callerName, __sortKey: sortKey, __id: aiCalls.id })
          .from(aiCalls)
          .leftJoin(users, eq(users.id, aiCalls.callerId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit);
        return rows.map(({ c, name, __sortKey, __id }) => ({
          id: c.id,
          kind: c.kind,
          promptId: c.promptId,
          promptVersionId: c.promptVersionId,
          promptVersionNumber: c.promptVersionNumber,
          provider: c.provider,
          model: c.model,
          inputHash: c.inputHash,
          inputTokens: c.inputTokens,
          outputTokens: c.outputTokens,
          latencyMs: c.latencyMs,
          outcome: c.outcome as TAiCallOutcome,
          error: c.error,
          caller: c.callerId ? { id: c.callerId, name: name ?? 'Unknown' } : null,
          createdAt: isoRequired(c.createdAt),
          __sortKey,
          __id,
        }));
      },
    },
    args,
  );
