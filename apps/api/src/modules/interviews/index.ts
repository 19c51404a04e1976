// What other modules may use of "interviews"; everything else in this folder is its own.
export { candidateInterviewsRoutes } from './candidate-interviews.routes';
export { assertTracker, resultsScope, trackerAccess, trackerKindsOf } from './interview-access';
export {
  abandonIfExpired,
  abandonInterview,
  auditInterview,
  INTERVIEW_ENTITY,
  interviewLinkExpired,
} from './interview-audit';
export { assertMove, closedReasonOf, isExpired, phaseOf } from './interview-lifecycle';
export { createInterviewReminders, type InterviewReminders } from './interview-reminders';
export { assertEmails, type SendingDeps, sendInterview } from './interview-sending';
export { findApplicants, findTypingTest, type InterviewApplicant } from './interview-subjects.repo';
export { createLinkTokens, hashToken } from './interview-token';
export { interviewView } from './interview-view';
export {
  applicantIdOf,
  applicantKindOf,
  eitherScope,
  findInterviewById,
  findInterviewByTokenHash,
  findInterviewsByIds,
  type InterviewInsert,
  type InterviewJoinedRow,
  type InterviewRow,
  insertGroup,
  insertInterviews,
  interviewKindsScope,
  toListItem,
  updateInterview,
} from './interviews.repo';
export { interviewsRoutes } from './interviews.routes';
export { seedInterviewsDemo } from './interviews.seed';
export {
  abandonExpiredTestResult,
  TEST_RESULT_ENTITY,
  testLinkExpired,
} from './test-results/test-result-expiry';
export {
  findTestResultByTokenHash,
  insertTestResult,
  updateTestResult,
} from './test-results/test-results.repo';
export { TEST_RESULT_MODULES, testResultStaffRoutes } from './test-results/test-results.routes';
export { TEST_RESULT_LINK_HOURS } from './test-results/test-results.service';
export { typingContentOf } from './typing-scoring';
export { snapshotVideoAnswers } from './video-groups';
export { videoInterviewsRoutes } from './video-interviews.routes';
export { videoJobs } from './video-jobs';
