/** API paths of the streamed resume-parsing calls (served by the streaming role). */
export const RESUME_PARSING_PATHS = {
  parseResume: '/api/applicant-interviews/parse-resume',
  resumeProfileTest: '/api/resume-profiles/test',
  typingTestTest: '/api/typing-tests/test',
  videoQuestionTest: '/api/video-questions/test',
} as const;
