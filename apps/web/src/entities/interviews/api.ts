import type {
  TApplicantInterviewListItem,
  TApplicantInterviewSendResult,
  TApplicantKind,
  TListPage,
  ZApplicantInterviewSendBulk,
} from '@ats/contract';
import type { z } from 'zod';
import { baseApi } from '../../shared/base-api';

type SendInterviewsBody = z.input<typeof ZApplicantInterviewSendBulk>;

const applicantTag = (applicantId: string) => ({
  type: 'ApplicantInterview' as const,
  id: `applicant:${applicantId}`,
});
/** The applicant's timeline shows each send (the audit log). */
const trackerTag = (a: { applicantId: string; applicantKind: TApplicantKind }) =>
  a.applicantKind === 'requisition'
    ? { type: 'RequisitionApplicant' as const, id: a.applicantId }
    : { type: 'Applicant' as const, id: a.applicantId };

/**
 * Interviews on the applicant pages of both trackers (SPEC §7 Interviews): sending, the
 * applicant's interviews, and the content to pick. Shared because both tracker features use it.
 */
const applicantInterviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicantInterviews: build.query<
      TApplicantInterviewListItem[],
      { applicantId: string; applicantKind: TApplicantKind }
    >({
      query: ({ applicantId, applicantKind }) => ({
        url: `/applicant-interviews/for-applicant/${applicantId}`,
        params: { applicantKind },
      }),
      transformResponse: (r: { data: TApplicantInterviewListItem[] }) => r.data,
      providesTags: (r, _e, { applicantId }) => [
        applicantTag(applicantId),
        ...(r ?? []).map((i) => ({ type: 'ApplicantInterview' as const, id: i.id })),
      ],
    }),
    sendInterviews: build.mutation<TApplicantInterviewSendResult, SendInterviewsBody>({
      query: (body) => ({ url: '/applicant-interviews/send', method: 'POST', body }),
      transformResponse: (r: { data: TApplicantInterviewSendResult }) => r.data,
      invalidatesTags: (_r, _e, body) => [
        { type: 'ApplicantInterview', id: 'LIST' },
        ...body.applicants.flatMap((a) => [applicantTag(a.applicantId), trackerTag(a)]),
      ],
    }),
    interviewTypingTests: build.query<{ id: string; name: string; durationSeconds: number }[], string>({
      query: (search) => ({
        url: '/typing-tests/list',
        params: { limit: 50, sort: 'name', ...(search ? { search } : {}) },
      }),
      transformResponse: (r: { data: TListPage<{ id: string; name: string; durationSeconds: number }> }) =>
        r.data.items,
      providesTags: [{ type: 'TypingTest', id: 'LIST' }],
    }),
    interviewResumeProfiles: build.query<{ id: string; name: string; passThreshold: number }[], string>({
      query: (search) => ({
        url: '/resume-profiles/list',
        params: { limit: 50, sort: 'name', ...(search ? { search } : {}) },
      }),
      transformResponse: (r: { data: TListPage<{ id: string; name: string; passThreshold: number }> }) =>
        r.data.items,
      providesTags: [{ type: 'ResumeProfile', id: 'LIST' }],
    }),
  }),
});

export const {
  useApplicantInterviewsQuery,
  useSendInterviewsMutation,
  useInterviewTypingTestsQuery,
  useInterviewResumeProfilesQuery,
} = applicantInterviewsApi;
