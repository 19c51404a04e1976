import {
  type TPrompt,
  type TPromptCreate,
  type TPromptUpdate,
  type TPromptVersionSave,
  templateVariables,
  unknownTemplateVariables,
  ZPromptCreate,
  ZPromptUpdate,
  ZPromptVersionSave,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { isoRequired } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { deleteVersionChecked } from '../../lib/version-to-delete';
import type { AuthContext } from '../../plugins/route-access';
import { diffOf, recordAudit } from '../audit';
import type { ModuleDeps } from '../module-deps';
import * as repo from './prompts.repo';

const ENTITY = 'prompt';

/** Unknown `{{variables}}` are a 400 naming each (the contract checks too; services are called directly). */
const checkVariables = (definition: string) => {
  const unknown = unknownTemplateVariables(definition);
  if (unknown.length)
    throw badRequest(
      'The definition uses unknown variables',
      unknown.map((v) => `definition: unknown variable {{${v}}}`),
    );
};

export const createPromptsService = (deps: ModuleDeps) => {
  const { db } = deps;

  const mustFind = async (tx: Db, id: string, forUpdate = false) => {
    const row = await repo.findPrompt(tx, id, forUpdate);
    if (!row) throw notFound('Prompt');
    return row;
  };

  const checkName = async (tx: Db, name: string, exceptId?: string) => {
    if (await repo.findPromptByName(tx, name, exceptId))
      throw conflict(`A prompt named “${name}” already exists`, ['name: must be unique']);
  };

  const view = async (tx: Db, id: string): Promise<TPrompt> => {
    const row = await mustFind(tx, id);
    const versions = await repo.listVersions(tx, id, row.currentVersionId);
    const current = versions.find((v) => v.isCurrent) ?? versions[0];
    if (!current) throw notFound('Prompt');
    return {
      id: row.id,
      name: row.name,
      purpose: row.purpose as TPrompt['purpose'],
      description: row.description,
      definition: current.definition,
      current,
      versions,
      usedBy: await repo.findUses(tx, id),
      createdBy: await repo.creatorName(tx, row.createdBy),
      createdAt: isoRequired(row.createdAt),
      updatedAt: isoRequired(row.updatedAt),
    };
  };

  return {
    get: (id: string) => view(db, id),

    list: (args: Parameters<typeof repo.listPrompts>[1]) => repo.listPrompts(db, args),

    async create(input: TPromptCreate, actor: AuthContext) {
      const body = ZPromptCreate.parse(input);
      checkVariables(body.definition);
      return db.transaction(async (tx) => {
        await checkName(tx, body.name);
        const prompt = await repo.insertPrompt(tx, {
          name: body.name,
          purpose: body.purpose,
          description: body.description,
          createdBy: actor.userId,
        });
        const version = await repo.insertVersion(tx, prompt, {
          definition: body.definition,
          variables: templateVariables(body.definition),
          modelSettings: body.modelSettings,
          outputSchema: body.outputSchema,
          note: body.note || 'First version',
          createdBy: actor.userId,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'create',
          entityType: ENTITY,
          entityId: prompt.id,
          diff: { name: body.name, purpose: body.purpose, version: version.versionNumber },
        });
        return view(tx, prompt.id);
      });
    },

    /** Name, purpose and description; the template changes only through versions. */
    async update(id: string, input: TPromptUpdate, actor: AuthContext) {
      const body = ZPromptUpdate.parse(input);
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, id, true);
        await checkName(tx, body.name, id);
        const changes = diffOf(row, body);
        if (Object.keys(changes).length) {
          await repo.updatePrompt(tx, id, body);
          await recordAudit(tx, {
            actorId: actor.userId,
            action: 'update',
            entityType: ENTITY,
            entityId: id,
            diff: changes,
          });
        }
        return view(tx, id);
      });
    },

    async remove(id: string, actor: AuthContext) {
      await db.transaction(async (tx) => {
        const row = await mustFind(tx, id, true);
        const uses = await repo.findUses(tx, id);
        if (uses.length)
          throw conflict(
            `“${row.name}” is used by ${uses.length} screening item${uses.length > 1 ? 's' : ''}; remove it from them first`,
            uses.map((u) => `Used by resume profile “${u.name}”`),
          );
        await repo.deletePrompt(tx, id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'delete',
          entityType: ENTITY,
          entityId: id,
          diff: { name: row.name, versions: row.lastVersionNumber },
        });
      });
    },

    /** Every save is a new immutable version, and becomes current (Langfuse-style). */
    async saveVersion(input: TPromptVersionSave, actor: AuthContext) {
      const body = ZPromptVersionSave.parse(input);
      checkVariables(body.definition);
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, body.promptId, true);
        const version = await repo.insertVersion(tx, row, {
          definition: body.definition,
          variables: templateVariables(body.definition),
          modelSettings: body.modelSettings,
          outputSchema: body.outputSchema,
          note: body.note,
          createdBy: actor.userId,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'create',
          entityType: 'prompt_version',
          entityId: version.id,
          diff: { promptId: row.id, name: row.name, versionNumber: version.versionNumber },
        });
        return view(tx, row.id);
      });
    },

    async markCurrent(promptId: string, versionId: string, actor: AuthContext) {
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, promptId, true);
        const version = await repo.findVersion(tx, promptId, versionId);
        if (!version) throw notFound('Version');
        if (row.currentVersionId === versionId) return view(tx, promptId);
        const before = row.currentVersionId
          ? await repo.findVersion(tx, promptId, row.currentVersionId)
          : undefined;
        await repo.updatePrompt(tx, promptId, { currentVersionId: versionId });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'update',
          entityType: ENTITY,
          entityId: promptId,
          diff: { currentVersion: [before?.versionNumber ?? null, version.versionNumber] },
        });
        return view(tx, promptId);
      });
    },

    async deleteVersion(promptId: string, versionId: string, actor: AuthContext) {
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, promptId, true);
        const found = await repo.findVersion(tx, promptId, versionId);
        const version = await deleteVersionChecked(found, versionId, row.currentVersionId, (v) =>
          repo.deleteVersion(tx, v),
        );
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'delete',
          entityType: 'prompt_version',
          entityId: versionId,
          diff: { promptId, name: row.name, versionNumber: version.versionNumber },
        });
        return view(tx, promptId);
      });
    },
  };
};
