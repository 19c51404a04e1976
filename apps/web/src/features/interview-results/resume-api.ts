import {
  RESUME_INTERVIEW_PATHS,
  screeningPaths,
  type TApplicantInterview,
  type TFairnessQuery,
  type TFairnessReport,
  type TListPage,
  type TResumeOverrideRequest,
} from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

const path = (p: string) => p.replace(/^\/api/, '');

/** Resume verdicts: the recruiter's override and the fairness report (issue #14). */
const resumeResultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    overrideResumeVerdict: build.mutation<TApplicantInterview, { id: string; body: TResumeOverrideRequest }>({
      query: ({ id, body }) => ({
        url: path(RESUME_INTERVIEW_PATHS.override).replace(':id', encodeURIComponent(id)),
        method: 'POST',
        body,
      }),
      transformResponse: (r: { data: TApplicantInterview }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'ApplicantInterview', id },
        { type: 'ApplicantInterview', id: 'LIST' },
      ],
    }),
    fairnessReport: build.query<TFairnessReport, TFairnessQuery>({
      query: (params) => ({ url: path(RESUME_INTERVIEW_PATHS.fairness), params }),
      transformResponse: (r: { data: TFairnessReport }) => r.data,
      providesTags: [{ type: 'ApplicantInterview', id: 'LIST' }],
    }),
    fairnessProfileOptions: build.query<{ value: string; label: string }[], void>({
      query: () => ({
        url: apiUrl(screeningPaths('resume-profiles').list),
        params: { limit: 100, sort: 'name' },
      }),
      transformResponse: (r: { data: TListPage<{ id: string; name: string }> }) =>
        r.data.items.map((p) => ({ value: p.id, label: p.name })),
      providesTags: [{ type: 'ResumeProfile', id: 'LIST' }],
    }),
  }),
});

export const { useOverrideResumeVerdictMutation, useFairnessReportQuery, useFairnessProfileOptionsQuery } =
  resumeResultsApi;
