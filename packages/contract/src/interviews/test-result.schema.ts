import { z } from 'zod';
import { ZApplicantEmail } from '../applicants/applicant.schema';
import { queryList, ZListQuery } from '../common/envelope';
import { keysOf } from '../common/labelled';
import { ZInterviewResult } from './interview.schema';
import { ZInterviewPhase, ZInterviewStatus, ZResultOutcome } from './interview-enums';
import { ZTypingContent } from './typing-result.schema';

/**
 * The three test-result prefixes (SPEC §7 "Test results"): someone piloting a screening item
 * without being an applicant. Each names its API prefix, its results screen's menu item, the
 * hidden Testing Results item (opened by `altId`) and the content it is taken on.
 */
export const TEST_RESULT_KINDS = {
  'typing-assessment': {
    label: 'Typing Assessment Test',
    prefix: 'typing-assessment-test-results',
    menuItem: 'typing-test-results',
    testingMenuItem: 'testing-typing-test-results',
    contentKind: 'typing-tests',
  },
  'video-question': {
    label: 'Video Interview Test',
    prefix: 'video-question-test-results',
    menuItem: 'video-question-results',
    testingMenuItem: 'testing-video-question-results',
    contentKind: 'video-questions',
  },
  'resume-profile': {
    label: 'Resume Profile Test',
    prefix: 'resume-profile-test-results',
    menuItem: 'resume-screen-results',
    testingMenuItem: 'testing-resume-screen-results',
    contentKind: 'resume-profiles',
  },
} as const;
export const ZTestResultKind = z.enum(keysOf(TEST_RESULT_KINDS));
export type TTestResultKind = z.infer<typeof ZTestResultKind>;

/** One test result in a list (staff only). */
export const ZTestResultListItem = z.object({
  id: z.uuid(),
  kind: ZTestResultKind,
  status: ZInterviewStatus,
  phase: ZInterviewPhase,
  email: z.string(),
  referenceId: z.uuid(),
  /** The content's name; '' when the content was deleted (breadcrumb falls back to 'N/A'). */
  referenceName: z.string(),
  outcome: ZResultOutcome.nullable(),
  /** Headline figure (typing: net WPM); null until scored. */
  score: z.number().nullable(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  expiresAt: z.string(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTestResultListItem = z.infer<typeof ZTestResultListItem>;

/** `GET /api/{prefix}/view/{id}`: the row and its typed result. */
export const ZTestResult = ZTestResultListItem.extend({ result: ZInterviewResult.nullable() });
export type TTestResult = z.infer<typeof ZTestResult>;

/** `POST /api/{prefix}/create` (public): an email first, then the test. */
export const ZTestResultCreate = z.object({
  referenceId: z.uuid('This test link is not valid'),
  email: ZApplicantEmail.refine((e) => e !== '', 'Enter your email address'),
});
export type TTestResultCreate = z.input<typeof ZTestResultCreate>;

/** What create answers: the id, the token that alone may submit it, and the content to type. */
export const ZTestResultCreated = z.object({
  id: z.uuid(),
  token: z.string(),
  expiresAt: z.string(),
  content: ZTypingContent,
});
export type TTestResultCreated = z.infer<typeof ZTestResultCreated>;

/** `GET /api/{prefix}/open/{referenceId}` (public): the test page's intro. */
export const ZTestResultOpen = z.object({ referenceName: z.string(), content: ZTypingContent });
export type TTestResultOpen = z.infer<typeof ZTestResultOpen>;

export const TEST_RESULT_SORTS = ['createdAt', 'submittedAt', 'email', 'status', 'score'] as const;

/** `GET /api/{prefix}/list` (and `/export` without paging). */
export const ZTestResultListQuery = ZListQuery.extend({
  status: queryList(ZInterviewStatus),
  outcome: queryList(ZResultOutcome),
  referenceId: queryList(z.uuid()),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  submittedFrom: z.iso.date().optional(),
  submittedTo: z.iso.date().optional(),
  ids: queryList(z.uuid()),
});
export type TTestResultListQuery = z.input<typeof ZTestResultListQuery>;
export type TTestResultListArgs = z.output<typeof ZTestResultListQuery>;
export const ZTestResultExportQuery = ZTestResultListQuery.omit({ limit: true, paginationKey: true });
export const ZTestResultViewQuery = z.object({ archived: ZListQuery.shape.archived });
