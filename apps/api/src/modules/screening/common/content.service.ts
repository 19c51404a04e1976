import { SCREENING_CONTENT, type TScreeningKind, type TScreeningUsage } from '@ats/contract';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { AuthContext } from '../../../plugins/route-access';
import { diffOf, recordAudit, snapshotOf } from '../../audit';
import type { ContentRepo, ContentRow } from './content.repo';

const USAGE_LABEL: Record<TScreeningUsage['kind'], string> = {
  'qualification-question-profiles': 'qualification question profile',
  'video-question-profiles': 'video question profile',
  requisitions: 'requisition',
};

/** What a kind adds to the shared create / update flow. */
export interface ContentRules<Input> {
  /**
   * Turns validated input into column values. `before` is the stored item on update. Problems
   * that need the database (unknown ids) are returned so the 400 lists all of them at once.
   */
  prepare?: (
    tx: Db,
    input: Input,
    before: ContentRow | undefined,
  ) => Promise<{ values: Record<string, unknown>; errors?: string[] }>;
}

/** The field of a profile's input holding its ordered question ids. */
const MEMBERS_FIELD = 'questionIds';

/**
 * Create, update, delete, get and list for every screening content kind. Every write runs in one
 * transaction with its audit entry; deleting content something still uses answers 409 naming
 * each user of it.
 */
export const createContentService = <Input extends Record<string, unknown>, Query>(
  db: Db,
  kind: TScreeningKind,
  repo: ContentRepo,
  rules: ContentRules<Input> = {},
) => {
  const meta = SCREENING_CONTENT[kind];

  const mustFind = async (tx: Db, id: string) => {
    const item = await repo.find(tx, id);
    if (!item) throw notFound(meta.singular);
    return item;
  };

  const write = async (tx: Db, input: Input, before: ContentRow | undefined) => {
    const { [MEMBERS_FIELD]: memberIds, ...rest } = input;
    const prepared = rules.prepare ? await rules.prepare(tx, input, before) : { values: rest };
    const errors = [...(prepared.errors ?? [])];
    const ids = Array.isArray(memberIds) ? (memberIds as string[]) : undefined;
    if (ids) {
      const known = await repo.existingMembers(tx, ids);
      for (const id of ids)
        if (!known.has(id)) errors.push(`${MEMBERS_FIELD}: question ${id} does not exist`);
    }
    if (errors.length) throw badRequest('Validation failed', errors);
    const id = before ? before.id : await repo.insert(tx, prepared.values);
    if (before) await repo.update(tx, id, prepared.values);
    if (ids) await repo.setMembers(tx, id, ids);
    return mustFind(tx, id);
  };

  const withoutUsage = ({ usedBy: _u, createdAt: _c, updatedAt: _up, ...rest }: ContentRow) => rest;

  return {
    get: (id: string) => mustFind(db, id),
    list: (query: Query) => repo.list(db, query as never),

    create: (input: Input, actor: AuthContext) =>
      db.transaction(async (tx) => {
        const item = await write(tx, input, undefined);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'create',
          entityType: meta.entityType,
          entityId: item.id,
          diff: snapshotOf(withoutUsage(item)),
        });
        return item;
      }),

    update: (id: string, input: Input, actor: AuthContext) =>
      db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        const after = await write(tx, input, before);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'update',
          entityType: meta.entityType,
          entityId: id,
          diff: diffOf(withoutUsage(before), withoutUsage(after)),
        });
        return after;
      }),

    remove: (id: string, actor: AuthContext) =>
      db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        const usedBy = before.usedBy as TScreeningUsage[];
        if (usedBy.length) {
          throw conflict(
            `${meta.singular} "${before.name}" is in use and cannot be deleted; remove it from these first`,
            usedBy.map((u) => `Used by ${USAGE_LABEL[u.kind]} "${u.name}" (${u.id})`),
          );
        }
        await repo.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'delete',
          entityType: meta.entityType,
          entityId: id,
          diff: { name: before.name },
        });
      }),
  };
};
