import type {
  TVideoAnswerRate,
  TVideoGroupEvaluate,
  TVideoQuestionTestVideo,
  TVideoReview,
} from '@ats/contract';
import { baseApi } from '../../shared/base-api';

const LIST = { type: 'ApplicantInterview' as const, id: 'LIST' };
const reviewTag = (groupId: string) => ({ type: 'ApplicantInterview' as const, id: `video:${groupId}` });
const data = <T>(r: { data: T }) => r.data;

/** The reviewer's video interview calls (answers with players, ratings, the overall call). */
const videoResultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A video question test result's recorded answer (status, duration, signed player URL). */
    videoTestVideo: build.query<TVideoQuestionTestVideo, string>({
      query: (id) => `/video-question-test-results/video/${encodeURIComponent(id)}`,
      transformResponse: data<TVideoQuestionTestVideo>,
      keepUnusedDataFor: 0,
    }),
    videoReview: build.query<TVideoReview, { groupId: string; archived: boolean }>({
      query: ({ groupId, archived }) => ({
        url: `/video-interviews/review/${groupId}`,
        params: archived ? { archived: '1' } : undefined,
      }),
      transformResponse: data<TVideoReview>,
      providesTags: (_r, _e, a) => [reviewTag(a.groupId)],
    }),
    rateVideoAnswer: build.mutation<TVideoReview, { interviewId: string; body: TVideoAnswerRate }>({
      query: ({ interviewId, body }) => ({
        url: `/video-interviews/rate/${interviewId}`,
        method: 'POST',
        body,
      }),
      transformResponse: data<TVideoReview>,
      invalidatesTags: (r) => (r ? [reviewTag(r.groupId)] : []),
    }),
    evaluateVideoGroup: build.mutation<TVideoReview, { groupId: string; body: TVideoGroupEvaluate }>({
      query: ({ groupId, body }) => ({ url: `/video-interviews/evaluate/${groupId}`, method: 'POST', body }),
      transformResponse: data<TVideoReview>,
      invalidatesTags: (r, _e, a) => [
        reviewTag(a.groupId),
        LIST,
        ...(r?.answers.map((x) => ({ type: 'ApplicantInterview' as const, id: x.interviewId })) ?? []),
      ],
    }),
  }),
});

export const {
  useVideoTestVideoQuery,
  useVideoReviewQuery,
  useRateVideoAnswerMutation,
  useEvaluateVideoGroupMutation,
} = videoResultsApi;
