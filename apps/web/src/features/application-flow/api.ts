import type {
  TApplicationPreScreenReply,
  TApplicationResumePrefill,
  TApplicationStartReply,
  TApplicationStartSubmit,
  TApplicationState,
  TApplicationVideoSubmit,
  TQualificationResponse,
} from '@ats/contract';
import { baseApi } from '../../shared/base-api';

const data = <T>(r: { data: T }) => r.data;
const id = (s: string) => encodeURIComponent(s);

/**
 * The candidate's application calls. The application's HttpOnly cookie travels with each call
 * (same origin); nothing here is cached across applications.
 */
const applicationFlowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicationState: build.query<TApplicationState, string>({
      query: (applicantId) => `/applications/state/${id(applicantId)}`,
      transformResponse: data<TApplicationState>,
      keepUnusedDataFor: 0,
    }),
    submitStart: build.mutation<
      TApplicationStartReply,
      { requisitionId: string; body: TApplicationStartSubmit }
    >({
      query: ({ requisitionId, body }) => ({
        url: `/requisitions/resume-profile/submit/${id(requisitionId)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: data<TApplicationStartReply>,
    }),
    resumePrefill: build.mutation<TApplicationResumePrefill, { applicantId: string; s3Key: string }>({
      query: ({ applicantId, s3Key }) => ({
        url: `/applications/resume-prefill/${id(applicantId)}`,
        method: 'POST',
        body: { s3Key },
      }),
      transformResponse: data<TApplicationResumePrefill>,
    }),
    submitQualification: build.mutation<
      TApplicationState,
      { applicantId: string; responses: TQualificationResponse[] }
    >({
      query: ({ applicantId, responses }) => ({
        url: `/requisitions/qualification-question/submit/${id(applicantId)}`,
        method: 'PUT',
        body: { responses },
      }),
      transformResponse: data<TApplicationState>,
    }),
    runPreScreening: build.mutation<TApplicationPreScreenReply, string>({
      query: (applicantId) => ({ url: `/applications/pre-screening/${id(applicantId)}`, method: 'PUT' }),
      transformResponse: data<TApplicationPreScreenReply>,
    }),
    startVideo: build.mutation<{ token: string }, string>({
      query: (applicantId) => ({ url: `/applications/video/start/${id(applicantId)}`, method: 'PUT' }),
      transformResponse: data<{ token: string }>,
    }),
    submitVideo: build.mutation<TApplicationState, { applicantId: string; body?: TApplicationVideoSubmit }>({
      query: ({ applicantId, body }) => ({
        url: `/requisitions/video-question/submit/${id(applicantId)}`,
        method: 'PUT',
        ...(body ? { body } : {}),
      }),
      transformResponse: data<TApplicationState>,
    }),
    startTyping: build.mutation<{ token: string }, string>({
      query: (applicantId) => ({ url: `/applications/typing/start/${id(applicantId)}`, method: 'PUT' }),
      transformResponse: data<{ token: string }>,
    }),
    completeApplication: build.mutation<TApplicationState, string>({
      query: (applicantId) => ({ url: `/applications/complete/${id(applicantId)}`, method: 'PUT' }),
      transformResponse: data<TApplicationState>,
    }),
    continueApplication: build.mutation<{ state: TApplicationState; next: string }, string>({
      query: (token) => ({ url: '/applications/continue', method: 'POST', body: { token } }),
      transformResponse: data<{ state: TApplicationState; next: string }>,
    }),
    withdrawApplication: build.mutation<TApplicationState, string>({
      query: (applicantId) => ({ url: `/applications/withdraw/${id(applicantId)}`, method: 'PUT' }),
      transformResponse: data<TApplicationState>,
    }),
    requestDeletion: build.mutation<TApplicationState, string>({
      query: (applicantId) => ({ url: `/applications/deletion-request/${id(applicantId)}`, method: 'PUT' }),
      transformResponse: data<TApplicationState>,
    }),
  }),
});

export const {
  useApplicationStateQuery,
  useSubmitStartMutation,
  useResumePrefillMutation,
  useSubmitQualificationMutation,
  useRunPreScreeningMutation,
  useStartVideoMutation,
  useSubmitVideoMutation,
  useStartTypingMutation,
  useCompleteApplicationMutation,
  useContinueApplicationMutation,
  useWithdrawApplicationMutation,
  useRequestDeletionMutation,
} = applicationFlowApi;
