import { z } from 'zod';
import { ZApplicantEmail } from '../applicants/applicant.schema';
import { queryList, ZListQuery } from '../common/envelope';
import { keysOf } from '../common/labelled';
import { archivableRecordFields } from '../common/record-fields';
import { resultListFilters, scoredContentFields, ZInterviewResult } from './interview.schema';
import { ZInterviewPhase, ZInterviewStatus, ZResultOutcome } from './interview-enums';
import { TEST_RESULT_KINDS } from './test-result-kinds';
import { ZTypingContent } from './typing-result.schema';

export { TEST_RESULT_KINDS } from './test-result-kinds';

export const ZTestResultKind = z.enum(keysOf(TEST_RESULT_KINDS));
export type TTestResultKind = z.infer<typeof ZTestResultKind>;

/** One test result in a list (staff only). */
export const ZTestResultListItem = z.object({
  id: z.uuid(),
  kind: ZTestResultKind,
  status: ZInterviewStatus,
  phase: ZInterviewPhase,
  email: z.string(),
  ...scoredContentFields,
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  expiresAt: z.string(),
  ...archivableRecordFields,
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
  ...resultListFilters,
});
export type TTestResultListQuery = z.input<typeof ZTestResultListQuery>;
export type TTestResultListArgs = z.output<typeof ZTestResultListQuery>;
export const ZTestResultExportQuery = ZTestResultListQuery.omit({ limit: true, paginationKey: true });
export const ZTestResultViewQuery = z.object({ archived: ZListQuery.shape.archived });
