import {
  ANPS_PATHS,
  ASSESSMENT_PATHS,
  type TAnpsAnswer,
  type TAssessmentAudio,
  type TAssessmentSave,
  type TCandidateAnps,
  type TCandidateAssessment,
} from '@ats/contract';
import { baseApi } from '../../shared/base-api';

const url = (path: string, token: string) =>
  path.replace(/^\/api\//, '').replace(':token', encodeURIComponent(token));
const data = <T>(r: { data: T }) => r.data;

/** The candidate's language / writing assessment and aNPS survey calls, by the link's token. */
const assessmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateAssessment: build.query<TCandidateAssessment, string>({
      query: (token) => url(ASSESSMENT_PATHS.open, token),
      transformResponse: data<TCandidateAssessment>,
      keepUnusedDataFor: 0,
    }),
    startAssessment: build.mutation<TCandidateAssessment, string>({
      query: (token) => ({ url: url(ASSESSMENT_PATHS.start, token), method: 'PUT' }),
      transformResponse: data<TCandidateAssessment>,
    }),
    saveAssessment: build.mutation<
      { savedAt: string; secondsLeft: number },
      { token: string; body: TAssessmentSave }
    >({
      query: ({ token, body }) => ({ url: url(ASSESSMENT_PATHS.save, token), method: 'PUT', body }),
      transformResponse: data<{ savedAt: string; secondsLeft: number }>,
    }),
    playAssessmentAudio: build.mutation<TAssessmentAudio, { token: string; sectionId: string }>({
      query: ({ token, sectionId }) => ({
        url: url(ASSESSMENT_PATHS.playAudio, token),
        method: 'PUT',
        body: { sectionId },
      }),
      transformResponse: data<TAssessmentAudio>,
    }),
    submitAssessment: build.mutation<TCandidateAssessment, { token: string; body: TAssessmentSave }>({
      query: ({ token, body }) => ({ url: url(ASSESSMENT_PATHS.submit, token), method: 'PUT', body }),
      transformResponse: data<TCandidateAssessment>,
    }),
    anpsSurvey: build.query<TCandidateAnps, string>({
      query: (token) => url(ANPS_PATHS.open, token),
      transformResponse: data<TCandidateAnps>,
      keepUnusedDataFor: 0,
    }),
    answerAnps: build.mutation<TCandidateAnps, { token: string; body: TAnpsAnswer }>({
      query: ({ token, body }) => ({ url: url(ANPS_PATHS.answer, token), method: 'PUT', body }),
      transformResponse: data<TCandidateAnps>,
    }),
  }),
});

export const {
  useCandidateAssessmentQuery,
  useStartAssessmentMutation,
  useSaveAssessmentMutation,
  usePlayAssessmentAudioMutation,
  useSubmitAssessmentMutation,
  useAnpsSurveyQuery,
  useAnswerAnpsMutation,
} = assessmentApi;
