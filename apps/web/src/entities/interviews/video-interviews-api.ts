import type { TApplicantInterviewGroup, TApplicantKind, TListPage } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

export interface VideoQuestionChoice {
  id: string;
  question: string;
  maxAnswerSeconds: number;
}

/**
 * Sending video interviews from the applicant pages: one group per applicant
 * (`POST /applicant-interviews-group/create`), the questions in the order picked.
 */
const videoInterviewsSendApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    interviewVideoQuestions: build.query<VideoQuestionChoice[], string>({
      query: (search) => ({
        url: '/video-questions/list',
        params: { limit: 50, ...(search ? { search } : {}) },
      }),
      transformResponse: (r: { data: TListPage<VideoQuestionChoice> }) => r.data.items,
      providesTags: [{ type: 'VideoQuestion', id: 'LIST' }],
    }),
    createVideoGroup: build.mutation<
      TApplicantInterviewGroup,
      {
        applicantId: string;
        applicantKind: TApplicantKind;
        referenceIds: string[];
        expiresInDays: number;
      }
    >({
      query: (body) => ({
        url: '/applicant-interviews-group/create',
        method: 'POST',
        body: { type: 'video-question', send: true, ...body },
      }),
      transformResponse: (r: { data: TApplicantInterviewGroup }) => r.data,
      invalidatesTags: (_r, _e, a) => [
        { type: 'ApplicantInterview', id: 'LIST' },
        { type: 'ApplicantInterview', id: `applicant:${a.applicantId}` },
        a.applicantKind === 'requisition'
          ? { type: 'RequisitionApplicant', id: a.applicantId }
          : { type: 'Applicant', id: a.applicantId },
      ],
    }),
  }),
});

export const { useInterviewVideoQuestionsQuery, useCreateVideoGroupMutation } = videoInterviewsSendApi;
