import type { TEmailTemplateCreate, TEmailTemplateListQuery } from '@ats/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit, recordChanges, snapshotOf } from '../audit';
import * as repo from './email-templates.repo';

const ENTITY = 'email-template';

export const createEmailTemplatesService = (db: Db) => ({
  async list(q: TEmailTemplateListQuery) {
    return (await repo.listEmailTemplates(db, q)).map(repo.toEmailTemplate);
  },

  async get(id: string) {
    const row = await repo.findEmailTemplate(db, id);
    if (!row) throw notFound('Email template');
    return repo.toEmailTemplate(row);
  },

  async create(input: TEmailTemplateCreate, caller: AuthContext) {
    return db.transaction(async (tx) => {
      const row = await repo.insertEmailTemplate(tx, { ...input, createdBy: caller.userId });
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'create',
        entityType: ENTITY,
        entityId: row.id,
        diff: snapshotOf(input),
      });
      return repo.toEmailTemplate(row);
    });
  },

  async update(id: string, input: TEmailTemplateCreate, caller: AuthContext) {
    return db.transaction(async (tx) => {
      const before = await repo.findEmailTemplate(tx, id);
      if (!before) throw notFound('Email template');
      const after = (await repo.updateEmailTemplate(tx, id, input))!;
      await recordChanges(tx, before, after, { actorId: caller.userId, entityType: ENTITY, entityId: id });
      return repo.toEmailTemplate(after);
    });
  },

  /** Emails already sent keep their text (the outbox holds it); only the template goes. */
  async remove(id: string, caller: AuthContext) {
    return db.transaction(async (tx) => {
      const before = await repo.findEmailTemplate(tx, id);
      if (!before || !(await repo.deleteEmailTemplate(tx, id))) throw notFound('Email template');
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'delete',
        entityType: ENTITY,
        entityId: id,
        diff: snapshotOf({ name: before.name, purpose: before.purpose, language: before.language }),
      });
      return { id };
    });
  },
});
