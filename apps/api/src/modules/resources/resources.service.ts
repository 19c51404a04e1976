import type {
  TCandidateResourcesQuery,
  TPublicResource,
  TResource,
  TResourceCreate,
  TResourceListArgs,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { isoRequired } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit, recordChanges, snapshotOf } from '../audit';
import { hashToken } from '../interviews';
import type { UploadsService } from '../uploads';
import * as repo from './resources.repo';

const ENTITY = 'resource';

/** Resources (SPEC §7, issue 19): rules in docs/decisions/resources.md. */
export const createResourcesService = (db: Db, uploads: UploadsService) => {
  const toResource = async (row: repo.ResourceRow): Promise<TResource> => {
    const files = await uploads.filesByIds([row.uploadId]);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      audience: row.audience as TResource['audience'],
      lobId: row.lobId,
      lobName: row.lobName,
      url: row.url,
      file: row.uploadId ? (files.get(row.uploadId) ?? null) : null,
      archived: row.archivedAt !== null,
      createdAt: isoRequired(row.createdAt),
      updatedAt: isoRequired(row.updatedAt),
    };
  };

  const values = async (v: TResourceCreate, caller: AuthContext) => {
    const lobId = v.lobId ?? null;
    if (lobId) {
      const visible = caller.linesOfBusiness.length === 0 || caller.linesOfBusiness.includes(lobId);
      if (!visible || !(await repo.lineOfBusinessExists(db, lobId)))
        throw badRequest('Validation failed', ['lobId: line of business does not exist']);
    } else if (caller.linesOfBusiness.length) {
      throw badRequest('Validation failed', ['lobId: choose one of your lines of business']);
    }
    const uploadId = v.fileKey
      ? (await uploads.attachable(v.fileKey, 'document', { type: 'staff', userId: caller.userId }, 'fileKey'))
          .id
      : null;
    return {
      title: v.title,
      description: v.description ?? '',
      audience: v.audience ?? 'staff',
      lobId,
      url: v.url ?? null,
      uploadId,
    };
  };

  const get = async (id: string, caller: AuthContext) => {
    const row = await repo.findResource(db, caller, id);
    if (!row) throw notFound('Resource');
    return row;
  };

  return {
    /**
     * Candidate resources for a candidate page: a published requisition (the job page is public)
     * or a live interview link. Anything else is 404, so a guess learns nothing.
     */
    async forCandidate(q: TCandidateResourcesQuery): Promise<TPublicResource[]> {
      const found = q.requisitionId
        ? await repo
            .lobOfPublishedRequisition(db, q.requisitionId)
            .then((lobId) => (lobId ? { lobId } : undefined))
        : await repo.lobOfInterviewToken(db, hashToken(q.interviewToken ?? ''));
      if (!found) throw notFound('Page');
      const rows = await repo.candidateResources(db, found.lobId);
      const files = await uploads.filesByIds(rows.map((r) => r.uploadId));
      return rows.flatMap((r) => {
        const url = r.url ?? (r.uploadId ? files.get(r.uploadId)?.url : undefined);
        return url ? [{ id: r.id, title: r.title, description: r.description, url }] : [];
      });
    },
    async list(q: TResourceListArgs, caller: AuthContext) {
      const page = await repo.listResources(db, caller, q);
      return { items: await Promise.all(page.items.map(toResource)), paginationKey: page.paginationKey };
    },
    async get(id: string, caller: AuthContext) {
      return toResource(await get(id, caller));
    },
    async create(v: TResourceCreate, caller: AuthContext) {
      const row = await values(v, caller);
      return db.transaction(async (tx) => {
        const id = await repo.insertResource(tx, { ...row, createdBy: caller.userId });
        await recordAudit(tx, {
          actorId: caller.userId,
          action: 'create',
          entityType: ENTITY,
          entityId: id,
          diff: snapshotOf(row),
        });
        return toResource((await repo.findResource(tx, caller, id))!);
      });
    },
    async update(id: string, v: TResourceCreate, caller: AuthContext) {
      const before = await get(id, caller);
      const row = await values(v, caller);
      return db.transaction(async (tx) => {
        await repo.updateResource(tx, id, row);
        await recordChanges(tx, before as unknown as Record<string, unknown>, row, {
          actorId: caller.userId,
          entityType: ENTITY,
          entityId: id,
        });
        return toResource((await repo.findResource(tx, caller, id))!);
      });
    },
    async setArchived(id: string, archived: boolean, caller: AuthContext) {
      const before = await get(id, caller);
      if ((before.archivedAt !== null) === archived) return toResource(before);
      return db.transaction(async (tx) => {
        await repo.updateResource(tx, id, { archivedAt: archived ? new Date() : null });
        await recordAudit(tx, {
          actorId: caller.userId,
          action: archived ? 'archive' : 'unarchive',
          entityType: ENTITY,
          entityId: id,
        });
        return toResource((await repo.findResource(tx, caller, id))!);
      });
    },
  };
};
