import { z } from 'zod';

/** Whose data: an applicant of a requisition (with an application) or of the manual tracker. */
export const ZDataExportApplicantKind = z.enum(['requisition', 'manual']);

/** `POST /api/data-exports/create`: queues the archive of everything held about one applicant. */
export const ZDataExportCreate = z.object({ kind: ZDataExportApplicantKind, applicantId: z.uuid() });
export type TDataExportCreate = z.infer<typeof ZDataExportCreate>;

export const ZDataExport = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'ready', 'failed']),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** A signed link, valid until `linkExpiresAt`, once the archive is ready. */
  downloadUrl: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** The query of the signed download link. */
export const ZDataExportDownloadQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not valid'),
});

/** The files in an archive, for the people who read it. */
export const DATA_EXPORT_README = [
  'Everything we hold about you',
  '',
  'data.json         your application or applicant record, answers, interview and test results,',
  '                  emails we sent you, and the audit entries about you',
  'resume.json       your resume as we read it, in the JSON Resume format (jsonresume.org)',
  'files/            the files you gave us',
].join('\n');
