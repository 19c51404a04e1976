import { z } from 'zod';
import { ZListQuery } from '../common/envelope';
import { ZLine, ZText } from '../common/text';

/**
 * The six kinds of screening content, described once: the API registers its routes from this
 * table and the web app its lists, builders and breadcrumbs. Keys are the menu item ids (and
 * permission ids) and the URL segment under /api and /talent-discovery.
 */
export const SCREENING_CONTENT = {
  'qualification-questions': {
    title: 'Qualification Questions',
    singular: 'Qualification question',
    builder: 'Qualification Question Builder',
    updateMethod: 'POST',
    entityType: 'qualification_question',
  },
  'qualification-question-profiles': {
    title: 'Qualification Question Profiles',
    singular: 'Qualification question profile',
    builder: 'Qualification Question Profile Builder',
    updateMethod: 'PUT',
    entityType: 'qualification_question_profile',
  },
  'video-questions': {
    title: 'Video Questions',
    singular: 'Video question',
    builder: 'Video Question Builder',
    updateMethod: 'POST',
    entityType: 'video_question',
  },
  'video-question-profiles': {
    title: 'Video Question Profiles',
    singular: 'Video question profile',
    builder: 'Video Question Profile Builder',
    updateMethod: 'PUT',
    entityType: 'video_question_profile',
  },
  'typing-tests': {
    title: 'Typing Tests',
    singular: 'Typing test',
    builder: 'Typing Test Builder',
    updateMethod: 'PUT',
    entityType: 'typing_test',
  },
  'resume-profiles': {
    title: 'Resume Profiles',
    singular: 'Resume profile',
    builder: 'Resume Profile Builder',
    updateMethod: 'POST',
    entityType: 'resume_profile',
  },
} as const satisfies Record<
  string,
  { title: string; singular: string; builder: string; updateMethod: 'POST' | 'PUT'; entityType: string }
>;

export type TScreeningKind = keyof typeof SCREENING_CONTENT;
export const SCREENING_KINDS = Object.keys(SCREENING_CONTENT) as TScreeningKind[];

/** API paths of one kind (SPEC §7 "Screening content"). */
export const screeningPaths = (kind: TScreeningKind) =>
  ({
    create: `/api/${kind}/create`,
    update: `/api/${kind}/update/:id`,
    delete: `/api/${kind}/delete/:id`,
    get: `/api/${kind}/get/:id`,
    list: `/api/${kind}/list`,
  }) as const;

/** What uses a piece of content: a profile (for questions) or a requisition (for the rest). */
export const ZScreeningUsage = z.object({
  kind: z.enum(['qualification-question-profiles', 'video-question-profiles', 'requisitions']),
  id: z.uuid(),
  name: z.string(),
});
export type TScreeningUsage = z.infer<typeof ZScreeningUsage>;

/** Fields every content item answers besides its own. */
export const ZContentMeta = z.object({
  id: z.uuid(),
  /** What lists, breadcrumbs and messages call it (a question's text for questions). */
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  usedBy: z.array(ZScreeningUsage),
});

export const USAGE_FILTERS = {
  used: { label: 'In use' },
  unused: { label: 'Not used' },
} as const;
export const ZUsageFilter = z.enum(['used', 'unused']);

/** Every screening list: search, sort (name, createdAt, updatedAt) and the in-use filter. */
export const ZScreeningListQuery = ZListQuery.extend({ usage: ZUsageFilter.optional() });
export const SCREENING_SORTS = ['name', 'createdAt', 'updatedAt'] as const;

/** An ordered list of distinct ids, as a profile keeps its questions. */
export const ZOrderedIds = (what: string, min: number, max: number) =>
  z
    .array(z.uuid())
    .min(min, `add at least ${min} ${what}`)
    .max(max, `at most ${max} ${what}`)
    .refine((ids) => new Set(ids).size === ids.length, `each ${what.replace(/s$/, '')} may appear only once`);

export const ZName = ZLine().min(1, 'is required').max(200);
export const ZLongText = (max: number) => ZText().max(max).default('');
