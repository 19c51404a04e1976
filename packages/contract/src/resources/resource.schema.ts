import { z } from 'zod';
import { queryList, ZListQuery } from '../common/envelope';
import { keysOf } from '../common/labelled';
import { ZLine, ZText } from '../common/text';
import { INTERVIEW_TOKEN_PATTERN } from '../interviews/interview-enums';
import { ZStoredFile } from '../uploads/upload.schema';

/** Who a resource is for (issue 19): staff only, or also candidates of its line of business. */
export const RESOURCE_AUDIENCES = {
  staff: { label: 'Staff', description: 'Shown to signed-in staff only' },
  candidates: { label: 'Candidates', description: 'Also shown on candidate pages of its line of business' },
} as const;
export const ZResourceAudience = z.enum(keysOf(RESOURCE_AUDIENCES));
export type TResourceAudience = z.infer<typeof ZResourceAudience>;

const ZHttpUrl = z
  .url({ protocol: /^https?$/, error: 'url: must be an http(s) address' })
  .max(2000, 'url: must be at most 2000 characters');

const fields = {
  title: ZLine('Title').min(1, 'Title is required').max(200),
  description: ZText('Description').max(4000).default(''),
  audience: ZResourceAudience.default('staff'),
  lobId: z.uuid().nullable().default(null),
  /** A link, or… */
  url: ZHttpUrl.nullable().default(null),
  /** …the stored key of the caller's own verified `document` upload (shared upload component). */
  fileKey: z.string().min(3).max(400).nullable().default(null),
};

const exactlyOne = (v: { url?: string | null; fileKey?: string | null }, ctx: z.RefinementCtx) => {
  if (Boolean(v.url) === Boolean(v.fileKey))
    ctx.addIssue({ code: 'custom', path: ['url'], message: 'give either a link or a file' });
};

export const ZResourceCreate = z.object(fields).superRefine(exactlyOne);
export type TResourceCreate = z.input<typeof ZResourceCreate>;
/** Update replaces the whole resource (like the screening content's updates). */
export const ZResourceUpdate = ZResourceCreate;
export type TResourceUpdate = TResourceCreate;

export const ZResource = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  audience: ZResourceAudience,
  lobId: z.uuid().nullable(),
  lobName: z.string().nullable(),
  url: z.string().nullable(),
  file: ZStoredFile.nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZResourceListQuery = ZListQuery.extend({
  audience: queryList(ZResourceAudience),
  lineOfBusiness: queryList(z.uuid()),
});
export type TResourceListQuery = z.input<typeof ZResourceListQuery>;
export type TResourceListArgs = z.output<typeof ZResourceListQuery>;

/** What a candidate page may show of a candidate resource: no ids of staff, no line names. */
export const ZPublicResource = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
});
export type TPublicResource = z.infer<typeof ZPublicResource>;

/** At most this many candidate resources on one candidate page. */
export const CANDIDATE_RESOURCES_MAX = 20;

/**
 * `GET /api/resources/candidate`: the candidate resources for a published requisition's job or
 * application (its id is public) or for an interview link (its token); exactly one of the two.
 */
export const ZCandidateResourcesQuery = z
  .object({
    requisitionId: z.uuid().optional(),
    interviewToken: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This link is not valid').optional(),
  })
  .refine((q) => Boolean(q.requisitionId) !== Boolean(q.interviewToken), {
    message: 'Give either requisitionId or interviewToken',
  });
export type TCandidateResourcesQuery = z.input<typeof ZCandidateResourcesQuery>;
