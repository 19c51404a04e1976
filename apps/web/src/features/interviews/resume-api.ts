import {
  RESUME_INTERVIEW_PATHS as P,
  type TResumeInterviewOpen,
  type TResumeInterviewParsed,
  type TResumeInterviewSubmit,
  type TResumeTestCreated,
  type TResumeTestOpen,
  type TTestResultCreate,
} from '@ats/contract';
import { baseApi } from '../../shared/base-api';

const url = (path: string, params: Record<string, string>) =>
  path
    .replace(/^\/api\//, '')
    .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
const data = <T>(r: { data: T }) => r.data;

/** The candidate's resume-profile calls: by the link's token, or (pilots) by the profile id then a token. */
const resumeInterviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resumeInterview: build.query<TResumeInterviewOpen, string>({
      query: (token) => url(P.open, { token }),
      transformResponse: data<TResumeInterviewOpen>,
      keepUnusedDataFor: 0,
    }),
    parseResumeInterview: build.mutation<
      TResumeInterviewParsed,
      { token: string; s3Key?: string; test?: boolean }
    >({
      query: ({ token, s3Key, test }) => ({
        url: url(test ? P.testParse : P.parse, { token }),
        method: 'POST',
        body: s3Key ? { s3Key } : {},
      }),
      transformResponse: data<TResumeInterviewParsed>,
    }),
    submitResumeInterview: build.mutation<
      { submitted: true },
      { token: string; body: TResumeInterviewSubmit; test?: boolean }
    >({
      query: ({ token, body, test }) => ({
        url: url(test ? P.testSubmit : P.submit, { token }),
        method: 'PUT',
        body,
      }),
      transformResponse: data<{ submitted: true }>,
    }),
    resumeTestOpen: build.query<TResumeTestOpen, string>({
      query: (referenceId) => url(P.testOpen, { referenceId }),
      transformResponse: data<TResumeTestOpen>,
    }),
    createResumeTest: build.mutation<TResumeTestCreated, TTestResultCreate>({
      query: (body) => ({ url: url(P.testCreate, {}), method: 'POST', body }),
      transformResponse: data<TResumeTestCreated>,
    }),
  }),
});

export const {
  useResumeInterviewQuery,
  useParseResumeInterviewMutation,
  useSubmitResumeInterviewMutation,
  useResumeTestOpenQuery,
  useCreateResumeTestMutation,
} = resumeInterviewsApi;
