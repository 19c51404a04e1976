import { isAllowed, type TDataExport, type TDataExportCreate } from '@ats/contract';
import { enqueueJob, type JobSet, PermanentJobError } from '../../adapters/jobs/job-queue';
import { iso } from '../../lib/dates';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { manualApplicantScope } from '../../lib/scope';
import type { AuthContext } from '../../plugins/route-access';
import { findApplicant } from '../applicants';
import { recordAudit } from '../audit';
import type { ModuleDeps } from '../module-deps';
import { findRequisitionApplicant } from '../requisition-applicants';
import { uploadsServiceFor } from '../uploads';
import { buildArchive } from './build-archive';
import * as repo from './data-exports.repo';
import { linkValid, signedDownloadPath } from './download-link';

const BUILD_JOB = 'data-export-build';
/** Archives are deleted from storage this long after they are made. */
const KEEP_MS = 7 * 24 * 3_600_000;

const ENTITY = { requisition: 'requisition-applicant', manual: 'applicant' } as const;
const TRACKER = { requisition: 'req-applicant-tracker', manual: 'applicant-tracker' } as const;

export const createDataExportsService = (deps: ModuleDeps) => {
  const { db } = deps;
  const secret = deps.config.jwtSecret;

  const view = (row: repo.ExportRow): TDataExport => {
    const ready = row.status === 'ready' && row.expiresAt && row.expiresAt > new Date();
    const link = ready ? signedDownloadPath(secret, row.id) : undefined;
    return {
      id: row.id,
      status: row.status as TDataExport['status'],
      createdAt: iso(row.createdAt) ?? '',
      readyAt: iso(row.readyAt),
      sizeBytes: row.sizeBytes,
      downloadUrl: link ? `${deps.publicUrl}${link.path}` : null,
      linkExpiresAt: link ? link.expiresAt.toISOString() : null,
    };
  };

  /** The caller may see this applicant: their tracker's view permission, and the record in scope. */
  const assertVisible = async (kind: 'requisition' | 'manual', id: string, caller: AuthContext) => {
    if (!isAllowed(caller.permissions, TRACKER[kind], 'view')) throw forbidden();
    const found =
      kind === 'requisition'
        ? await findRequisitionApplicant(db, id, caller)
        : await findApplicant(db, id, manualApplicantScope(caller));
    if (!found) throw notFound('Applicant');
  };

  return {
    async create(input: TDataExportCreate, caller: AuthContext, ip: string) {
      await assertVisible(input.kind, input.applicantId, caller);
      const row = await db.transaction(async (tx) => {
        const made = await repo.insertExport(tx, {
          applicantKind: input.kind,
          applicantId: input.applicantId,
          requestedBy: caller.userId,
        });
        await enqueueJob(tx, BUILD_JOB, { exportId: made.id });
        await recordAudit(tx, {
          actorId: caller.userId,
          action: 'data_export',
          entityType: ENTITY[input.kind],
          entityId: input.applicantId,
          diff: { exportId: made.id },
          ip,
        });
        return made;
      });
      return view(row);
    },

    /** The candidate's own request, from their status page (the caller has checked their cookie). */
    async createForCandidate(applicantId: string, ip: string) {
      const row = await db.transaction(async (tx) => {
        const made = await repo.insertExport(tx, {
          applicantKind: 'requisition',
          applicantId,
          requestedBy: null,
        });
        await enqueueJob(tx, BUILD_JOB, { exportId: made.id });
        await recordAudit(tx, {
          actorId: null,
          action: 'data_export',
          entityType: ENTITY.requisition,
          entityId: applicantId,
          diff: { exportId: made.id, via: 'status page' },
          ip,
        });
        return made;
      });
      return view(row);
    },

    async getForCandidate(applicantId: string, id: string) {
      const row = await repo.findExport(db, id);
      if (!row || row.applicantId !== applicantId) throw notFound('Data export');
      return view(row);
    },

    async get(id: string, caller: AuthContext) {
      const row = await repo.findExport(db, id);
      if (!row) throw notFound('Data export');
      await assertVisible(row.applicantKind as 'requisition' | 'manual', row.applicantId, caller);
      return view(row);
    },

    /** The signed link: checked, audited, then a short-lived storage URL. */
    async download(id: string, expires: number, signature: string, ip: string) {
      if (!linkValid(secret, id, expires, signature))
        throw new HttpError(403, 'The link is not valid or has expired');
      const row = await repo.findExport(db, id);
      if (!row?.storageKey || row.status !== 'ready' || !row.expiresAt || row.expiresAt <= new Date())
        throw notFound('Data export');
      await recordAudit(db, {
        actorId: null,
        action: 'data_export_download',
        entityType: ENTITY[row.applicantKind as 'requisition' | 'manual'],
        entityId: row.applicantId,
        diff: { exportId: id },
        ip,
      });
      return uploadsServiceFor(deps).storage.adapter.presignGet(row.storageKey, {
        fileName: `candidate-data-${row.applicantId.slice(0, 8)}.zip`,
        contentType: 'application/zip',
        disposition: 'attachment',
        expiresInSeconds: 300,
      });
    },
  };
};

/** Builds an archive in the job queue (never in the request) and stores it. */
export const dataExportJobs = (deps: ModuleDeps): JobSet => ({
  handlers: {
    [BUILD_JOB]: async (p) => {
      const row = await repo.findExport(deps.db, String(p.exportId));
      if (row?.status !== 'pending') return;
      const kind = row.applicantKind as 'requisition' | 'manual';
      const data = await repo.collectApplicant(deps.db, kind, row.applicantId);
      if (!data) {
        await repo.updateExport(deps.db, row.id, {
          status: 'failed',
          error: 'The applicant no longer exists',
        });
        throw new PermanentJobError('applicant gone');
      }
      const storage = uploadsServiceFor(deps).storage.adapter;
      const now = new Date();
      const zip = await buildArchive(data, storage, now);
      const key = `exports/${row.id}.zip`;
      await storage.put(key, zip, 'application/zip');
      await repo.updateExport(deps.db, row.id, {
        status: 'ready',
        storageKey: key,
        sizeBytes: zip.length,
        readyAt: now,
        expiresAt: new Date(now.getTime() + KEEP_MS),
      });
    },
  },
  onGiveUp: {
    [BUILD_JOB]: async (p, failure) => {
      await repo.updateExport(deps.db, String(p.exportId), {
        status: 'failed',
        error: failure.error.slice(0, 500),
      });
    },
  },
});
