import type {
  TApplicantKind,
  TCandidateEmail,
  TCandidateEmailSend,
  TEmailTemplate,
  TEmailTemplateListQuery,
} from '@ats/contract';
import { baseApi } from '../../base-api';

/** Templates to pick and the candidate's email log (both trackers and the board use them). */
export const candidateEmailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pickEmailTemplates: build.query<TEmailTemplate[], TEmailTemplateListQuery>({
      query: (params) => ({ url: '/email-templates/list', params }),
      transformResponse: (r: { data: TEmailTemplate[] }) => r.data,
      providesTags: [{ type: 'EmailTemplate', id: 'LIST' }],
    }),
    candidateEmails: build.query<TCandidateEmail[], { kind: TApplicantKind; applicantId: string }>({
      query: ({ kind, applicantId }) => `/candidate-emails/applicant/${kind}/${applicantId}`,
      transformResponse: (r: { data: TCandidateEmail[] }) => r.data,
      providesTags: (_r, _e, a) => [{ type: 'CandidateEmail', id: a.applicantId }],
    }),
    sendCandidateEmail: build.mutation<{ id: string; subject: string }, TCandidateEmailSend>({
      query: (body) => ({ url: '/candidate-emails/send', method: 'POST', body }),
      transformResponse: (r: { data: { id: string; subject: string } }) => r.data,
      invalidatesTags: (_r, _e, a) => [
        { type: 'CandidateEmail', id: a.applicantId },
        a.kind === 'requisition'
          ? { type: 'RequisitionApplicant', id: a.applicantId }
          : { type: 'Applicant', id: a.applicantId },
      ],
    }),
  }),
});
export const { usePickEmailTemplatesQuery, useCandidateEmailsQuery, useSendCandidateEmailMutation } =
  candidateEmailsApi;
