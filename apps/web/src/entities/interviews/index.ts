export {
  useApplicantInterviewsQuery,
  useInterviewResumeProfilesQuery,
  useInterviewTypingTestsQuery,
  useSendInterviewsMutation,
} from './api';
export {
  useCreateVideoGroupMutation,
  useInterviewVideoQuestionsQuery,
  type VideoQuestionChoice,
} from './video-interviews-api';
