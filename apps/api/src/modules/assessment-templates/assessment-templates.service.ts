import type {
  TAssessmentTemplateBody,
  TAssessmentTemplateListArgs,
  TLanguageTemplateBody,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { diffOf, recordAudit, snapshotOf } from '../audit';
import type { UploadsService } from '../uploads';
import * as repo from './assessment-templates.repo';

const ENTITY = 'assessment_template';

/** Every write is one transaction with its audit entry (as screening content). */
export const createAssessmentTemplatesService = (db: Db, uploads: UploadsService) => {
  /**
   * Listening clips must be the caller's own checked `audio` uploads (type and size as every
   * upload); a clip the template already had is kept as it is (another editor uploaded it).
   */
  const checkAudio = async (
    body: TAssessmentTemplateBody,
    actor: AuthContext,
    before?: TAssessmentTemplateBody,
  ) => {
    if (body.kind !== 'language') return body;
    const kept = new Map(
      (before?.kind === 'language' ? (before as TLanguageTemplateBody).sections : [])
        .filter((s) => s.audio)
        .map((s) => [s.audio!.s3Key, s.audio!.fileName]),
    );
    const sections = [];
    for (const [i, s] of body.sections.entries()) {
      if (s.type !== 'listening' || !s.audio) {
        sections.push({ ...s, audio: null });
        continue;
      }
      const fileName =
        kept.get(s.audio.s3Key) ??
        (
          await uploads.attachable(
            s.audio.s3Key,
            'audio',
            { type: 'staff', userId: actor.userId },
            `sections.${i}.audio`,
          )
        ).fileName;
      sections.push({ ...s, audio: { s3Key: s.audio.s3Key, fileName } });
    }
    return { ...body, sections };
  };

  const mustFind = async (tx: Db, id: string) => {
    const item = await repo.findTemplate(tx, id);
    if (!item) throw notFound('Assessment template');
    return item;
  };
  const audited = ({ sentCount: _s, createdAt: _c, updatedAt: _u, ...rest }: repo.AssessmentTemplateItem) =>
    rest;

  return {
    get: (id: string) => mustFind(db, id),
    list: (query: TAssessmentTemplateListArgs) => repo.listTemplates(db, query),

    create: async (input: TAssessmentTemplateBody, actor: AuthContext) => {
      const body = await checkAudio(input, actor);
      return db.transaction(async (tx) => {
        const item = await mustFind(tx, await repo.insertTemplate(tx, body));
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'create',
          entityType: ENTITY,
          entityId: item.id,
          diff: snapshotOf({ name: item.name, kind: item.kind, language: item.language }),
        });
        return item;
      });
    },

    /** Open links keep their frozen copy: editing never changes what a candidate is taking. */
    update: async (id: string, input: TAssessmentTemplateBody, actor: AuthContext) => {
      const body = await checkAudio(
        input,
        actor,
        (await mustFind(db, id)).body as unknown as TAssessmentTemplateBody,
      );
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        if (before.kind !== body.kind) {
          throw conflict('The kind of a template cannot change', [
            `kind: this template is ${before.kind}; create a new template instead`,
          ]);
        }
        await repo.updateTemplate(tx, id, body);
        const after = await mustFind(tx, id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'update',
          entityType: ENTITY,
          entityId: id,
          diff: diffOf(audited(before), audited(after)),
        });
        return after;
      });
    },

    remove: (id: string, actor: AuthContext) =>
      db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        if (before.sentCount > 0) {
          throw conflict(`Assessment template "${before.name}" has been sent and cannot be deleted`, [
            `Sent to ${before.sentCount} applicant(s); their results keep a copy of it`,
          ]);
        }
        await repo.deleteTemplate(tx, id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'delete',
          entityType: ENTITY,
          entityId: id,
          diff: { name: before.name },
        });
      }),
  };
};
