import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicantInterviews,
  applicants,
  applications,
  auditLog,
  candidateEmails,
  dataExports,
  mailOutbox,
  requisitionApplicants,
  uploads,
} from '../../db/schema';
import { textShownToStaff } from '../candidate-emails';

export type ExportRow = typeof dataExports.$inferSelect;

export const insertExport = async (db: Db, values: typeof dataExports.$inferInsert) =>
  (await db.insert(dataExports).values(values).returning())[0]!;

export const findExport = async (db: Db, id: string) =>
  (await db.select().from(dataExports).where(eq(dataExports.id, id)))[0];

export const updateExport = (db: Db, id: string, values: Partial<typeof dataExports.$inferInsert>) =>
  db.update(dataExports).set(values).where(eq(dataExports.id, id));

/**
 * Secrets and internal keys that never leave, even to the person they belong to (`searchText`: a
 * lower-cased copy of the name, email and phone already in the export).
 */
const OMIT = new Set([
  'tokenHash',
  'tokenNonce',
  'passwordHash',
  'key',
  'storageKey',
  'sha256',
  'etag',
  'searchText',
]);
const clean = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !OMIT.has(k)));

/** Everything held about one applicant, as plain rows, and the uploads to put in the archive. */
export const collectApplicant = async (db: Db, kind: 'requisition' | 'manual', id: string) => {
  const [person] =
    kind === 'requisition'
      ? await db.select().from(requisitionApplicants).where(eq(requisitionApplicants.id, id))
      : await db.select().from(applicants).where(eq(applicants.id, id));
  if (!person) return undefined;
  const application =
    kind === 'requisition'
      ? (await db.select().from(applications).where(eq(applications.applicantId, id)))[0]
      : undefined;
  const interviews = await db
    .select()
    .from(applicantInterviews)
    .where(
      kind === 'requisition'
        ? eq(applicantInterviews.requisitionApplicantId, id)
        : eq(applicantInterviews.manualApplicantId, id),
    )
    .orderBy(asc(applicantInterviews.createdAt));
  const emails = await db
    .select({
      purpose: candidateEmails.purpose,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(candidateEmails)
    .innerJoin(mailOutbox, eq(mailOutbox.id, candidateEmails.outboxId))
    .where(and(eq(candidateEmails.applicantKind, kind), eq(candidateEmails.applicantId, id)))
    .orderBy(asc(mailOutbox.createdAt));
  const audit = await db
    .select({
      action: auditLog.action,
      entityType: auditLog.entityType,
      diff: auditLog.diff,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .orderBy(asc(auditLog.createdAt));
  const resumeUploadId = (person as { resumeUploadId?: string | null }).resumeUploadId ?? null;
  const files = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.status, 'verified'),
        or(
          eq(uploads.ownerApplicantId, id),
          resumeUploadId ? inArray(uploads.id, [resumeUploadId]) : undefined,
        ),
      ),
    );
  return {
    person: clean(person),
    application: application ? clean(application) : null,
    interviews: interviews.map(clean),
    // A private link in a mail stays in the mail: the export shows it as the log does.
    emails: emails.map((e) => ({ ...e, text: textShownToStaff(e.purpose, e.text) })),
    audit,
    files: files.map((f) => ({
      id: f.id,
      key: f.key,
      fileName: f.fileName,
      ext: f.ext,
      size: f.size,
      kind: f.kind,
    })),
    resumeUploadId,
  };
};
