import { staffPath, TEST_RESULT_KINDS, type TInterviewType, type TTestResultKind } from '@ats/contract';

/** The results screens (SPEC §2): one list/detail pattern, configured per kind. */
export const RESULT_SLUGS = [
  'typing-test-results',
  'video-question-results',
  'resume-screen-results',
] as const;
export type ResultSlug = (typeof RESULT_SLUGS)[number];

export interface ResultKind {
  slug: ResultSlug;
  /** The menu title (list heading and crumb). */
  title: string;
  /** What one item is, for sentences ("No typing assessments yet"). */
  noun: string;
  interviewType: TInterviewType;
  testKind: TTestResultKind;
  /** The results screen's menu item (applicant interviews) and the hidden Testing Results one. */
  menuItem: string;
  testingMenuItem: string;
  /** The API serves this kind's test results (typing now; video and resume with their issues). */
  hasTestResults: boolean;
  /** The headline figure of a scored result, when the kind has one. */
  score: { header: string; format: (n: number) => string } | null;
  /** Text of the empty list while the kind's interviews cannot be sent yet. */
  notYet?: string;
}

const kind = (
  slug: ResultSlug,
  title: string,
  noun: string,
  interviewType: TTestResultKind,
  extra: Pick<ResultKind, 'hasTestResults' | 'score' | 'notYet'>,
): ResultKind => ({
  slug,
  title,
  noun,
  interviewType,
  testKind: interviewType,
  menuItem: TEST_RESULT_KINDS[interviewType].menuItem,
  testingMenuItem: TEST_RESULT_KINDS[interviewType].testingMenuItem,
  ...extra,
});

export const RESULT_KINDS: Record<ResultSlug, ResultKind> = {
  'typing-test-results': kind(
    'typing-test-results',
    'Typing Test Results',
    'typing assessment',
    'typing-assessment',
    {
      hasTestResults: true,
      score: { header: 'Net WPM', format: (n) => n.toFixed(0) },
    },
  ),
  'video-question-results': kind(
    'video-question-results',
    'Video Question Results',
    'video interview',
    'video-question',
    {
      hasTestResults: true,
      score: null,
    },
  ),
  'resume-screen-results': kind(
    'resume-screen-results',
    'Resume Screen Results',
    'resume screen',
    'resume-profile',
    {
      hasTestResults: true,
      score: { header: 'Score', format: (n) => `${n.toFixed(0)}/100` },
    },
  ),
};

/** Where each screen lives (SPEC §2): talent-discovery, testing-results and their archived versions. */
export const resultPaths = (slug: ResultSlug) => ({
  interviews: (archived: boolean) =>
    staffPath(archived ? 'archivedInterviewResults' : 'interviewResults', { slug }),
  tests: (archived: boolean) => staffPath(archived ? 'archivedTestResults' : 'testResults', { slug }),
});
