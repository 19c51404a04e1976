import type {
  TApplicantKind,
  TApplicantScorecards,
  TInterviewerOption,
  TInterviewScheduleCreate,
  TInterviewScheduleInput,
  TScheduledInterview,
  TScorecardSubmit,
} from '@ats/contract';
import { SCHEDULING_PATHS, SCORECARD_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

type Ref = { kind: TApplicantKind; applicantId: string };
const applicantTags = (a: Ref) => [
  { type: 'ScheduledInterview' as const, id: `applicant:${a.applicantId}` },
  { type: 'CandidateEmail' as const, id: a.applicantId },
  { type: 'Scorecard' as const, id: a.applicantId },
  a.kind === 'requisition'
    ? { type: 'RequisitionApplicant' as const, id: a.applicantId }
    : { type: 'Applicant' as const, id: a.applicantId },
];
const changed = (r: TScheduledInterview | undefined) =>
  r ? [...applicantTags(r), { type: 'ScheduledInterview' as const, id: 'MINE' }] : [];

/** Interview scheduling and scorecards, shared by the applicant pages, the board and My interviews. */
const schedulingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicantSchedule: build.query<{ defaultTimeZone: string; items: TScheduledInterview[] }, Ref>({
      query: ({ kind, applicantId }) => apiUrl(SCHEDULING_PATHS.ofApplicant, { kind, applicantId }),
      transformResponse: (r: { data: { defaultTimeZone: string; items: TScheduledInterview[] } }) => r.data,
      providesTags: (_r, _e, a) => [{ type: 'ScheduledInterview', id: `applicant:${a.applicantId}` }],
    }),
    myInterviews: build.query<TScheduledInterview[], void>({
      query: () => apiUrl(SCHEDULING_PATHS.mine),
      transformResponse: (r: { data: TScheduledInterview[] }) => r.data,
      providesTags: [{ type: 'ScheduledInterview', id: 'MINE' }],
    }),
    interviewerOptions: build.query<TInterviewerOption[], string>({
      query: (search) => ({
        url: apiUrl(SCHEDULING_PATHS.interviewerOptions),
        params: search ? { search } : {},
      }),
      transformResponse: (r: { data: TInterviewerOption[] }) => r.data,
    }),
    scheduleInterview: build.mutation<TScheduledInterview, TInterviewScheduleCreate>({
      query: (body) => ({ url: apiUrl(SCHEDULING_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TScheduledInterview }) => r.data,
      invalidatesTags: changed,
    }),
    rescheduleInterview: build.mutation<TScheduledInterview, { id: string; body: TInterviewScheduleInput }>({
      query: ({ id, body }) => ({ url: apiUrl(SCHEDULING_PATHS.update, { id }), method: 'PUT', body }),
      transformResponse: (r: { data: TScheduledInterview }) => r.data,
      invalidatesTags: changed,
    }),
    cancelInterview: build.mutation<TScheduledInterview, string>({
      query: (id) => ({ url: apiUrl(SCHEDULING_PATHS.cancel, { id }), method: 'POST' }),
      transformResponse: (r: { data: TScheduledInterview }) => r.data,
      invalidatesTags: changed,
    }),
    applicantScorecards: build.query<TApplicantScorecards, Ref>({
      query: ({ kind, applicantId }) => apiUrl(SCORECARD_PATHS.ofApplicant, { kind, applicantId }),
      transformResponse: (r: { data: TApplicantScorecards }) => r.data,
      providesTags: (_r, _e, a) => [{ type: 'Scorecard', id: a.applicantId }],
    }),
    scorecardForm: build.query<{ attributes: string[] }, string>({
      query: (id) => apiUrl(SCORECARD_PATHS.form, { id }),
      transformResponse: (r: { data: { attributes: string[] } }) => r.data,
    }),
    saveScorecardTemplate: build.mutation<unknown, { requisitionId: string; attributes: string[] }>({
      query: ({ requisitionId, attributes }) => ({
        url: apiUrl(SCORECARD_PATHS.template, { requisitionId }),
        method: 'PUT',
        body: { attributes },
      }),
      invalidatesTags: [{ type: 'Scorecard' }],
    }),
    submitScorecard: build.mutation<
      { id: string },
      { interview: TScheduledInterview; body: TScorecardSubmit }
    >({
      query: ({ interview, body }) => ({
        url: apiUrl(SCORECARD_PATHS.submit, { id: interview.id }),
        method: 'POST',
        body,
      }),
      transformResponse: (r: { data: { id: string } }) => r.data,
      invalidatesTags: (_r, _e, { interview }) => changed(interview),
    }),
  }),
});
export const {
  useApplicantScheduleQuery,
  useMyInterviewsQuery,
  useInterviewerOptionsQuery,
  useScheduleInterviewMutation,
  useRescheduleInterviewMutation,
  useCancelInterviewMutation,
  useApplicantScorecardsQuery,
  useScorecardFormQuery,
  useSubmitScorecardMutation,
  useSaveScorecardTemplateMutation,
} = schedulingApi;
