// Plain values without zod: the candidate's pages build API paths with them (interview-paths.ts).

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
export type TTestResultKind = keyof typeof TEST_RESULT_KINDS;
