import type { TAssessmentResult, TAssessmentReview, TSpokenRate } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

const data = (r: { data: TAssessmentResult }) => r.data;

/** A language or writing result and the reviewer's final word. */
const assessmentResultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    assessmentResult: build.query<TAssessmentResult, string>({
      query: (id) => `/assessments/result/${encodeURIComponent(id)}`,
      transformResponse: data,
      providesTags: (_r, _e, id) => [{ type: 'AssessmentResult', id }],
    }),
    reviewAssessment: build.mutation<TAssessmentResult, { id: string; body: TAssessmentReview }>({
      query: ({ id, body }) => ({
        url: `/assessments/review/${encodeURIComponent(id)}`,
        method: 'POST',
        body,
      }),
      transformResponse: data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'AssessmentResult', id },
        { type: 'ApplicantInterview', id },
        { type: 'ApplicantInterview', id: 'LIST' },
      ],
    }),
    rateSpoken: build.mutation<TAssessmentResult, { id: string; body: TSpokenRate }>({
      query: ({ id, body }) => ({
        url: `/assessments/spoken-rate/${encodeURIComponent(id)}`,
        method: 'POST',
        body,
      }),
      transformResponse: data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'AssessmentResult', id }],
    }),
    transcribeSpoken: build.mutation<TAssessmentResult, { id: string; itemId: string }>({
      query: ({ id, itemId }) => ({
        url: `/assessments/spoken-transcribe/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { itemId },
      }),
      transformResponse: data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'AssessmentResult', id }],
    }),
  }),
});

export const {
  useAssessmentResultQuery,
  useReviewAssessmentMutation,
  useRateSpokenMutation,
  useTranscribeSpokenMutation,
} = assessmentResultsApi;
