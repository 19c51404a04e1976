import {
  INTERVIEW_PATHS,
  type TCandidateInterview,
  type TCandidateTypingOutcome,
  type TTestResultCreate,
  type TTestResultCreated,
  type TTestResultOpen,
  type TTypingLog,
  testResultPaths,
} from '@ats/contract';
import { baseApi } from '../../shared/base-api';

/** `/api/applicant-interviews/open/:token` → `applicant-interviews/open/<token>` (baseUrl is /api). */
const url = (path: string, params: Record<string, string>) =>
  path
    .replace(/^\/api\//, '')
    .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));

const TYPING_TEST = testResultPaths('typing-assessment');
const data = <T>(r: { data: T }) => r.data;

/** The candidate's calls: by the link's token (interviews) or by the typing test's id (pilots). */
const interviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateInterview: build.query<TCandidateInterview, string>({
      query: (token) => url(INTERVIEW_PATHS.open, { token }),
      transformResponse: data<TCandidateInterview>,
      keepUnusedDataFor: 0,
    }),
    startInterview: build.mutation<TCandidateInterview, string>({
      query: (token) => ({ url: url(INTERVIEW_PATHS.start, { token }), method: 'PUT' }),
      transformResponse: data<TCandidateInterview>,
    }),
    submitInterview: build.mutation<TCandidateTypingOutcome, { token: string; log: TTypingLog }>({
      query: ({ token, log }) => ({ url: url(INTERVIEW_PATHS.submit, { token }), method: 'PUT', body: log }),
      transformResponse: data<TCandidateTypingOutcome>,
    }),
    typingTestOpen: build.query<TTestResultOpen, string>({
      query: (referenceId) => url(TYPING_TEST.open, { referenceId }),
      transformResponse: data<TTestResultOpen>,
    }),
    createTypingTestResult: build.mutation<TTestResultCreated, TTestResultCreate>({
      query: (body) => ({ url: url(TYPING_TEST.create, {}), method: 'POST', body }),
      transformResponse: data<TTestResultCreated>,
    }),
    submitTypingTestResult: build.mutation<TCandidateTypingOutcome, { token: string; log: TTypingLog }>({
      query: ({ token, log }) => ({ url: url(TYPING_TEST.submit, { token }), method: 'PUT', body: log }),
      transformResponse: data<TCandidateTypingOutcome>,
    }),
  }),
});

export const {
  useCandidateInterviewQuery,
  useStartInterviewMutation,
  useSubmitInterviewMutation,
  useTypingTestOpenQuery,
  useCreateTypingTestResultMutation,
  useSubmitTypingTestResultMutation,
} = interviewsApi;
