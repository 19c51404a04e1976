import type {
  TApplicantKind,
  TCandidateEmail,
  TCandidateEmailSend,
  TEmailTemplate,
  TEmailTemplateListQuery,
} from '@ats/contract';
import { CANDIDATE_EMAIL_PATHS, EMAIL_TEMPLATE_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, reloadWhenSettled } from '../../shared/base-api';

const applicantTag = (a: { kind: TApplicantKind; applicantId: string }) =>
  a.kind === 'requisition'
    ? { type: 'RequisitionApplicant' as const, id: a.applicantId }
    : { type: 'Applicant' as const, id: a.applicantId };

/** Templates to pick and the candidate's email log (both trackers and the board use them). */
const candidateEmailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pickEmailTemplates: build.query<TEmailTemplate[], TEmailTemplateListQuery>({
      query: (params) => ({ url: apiUrl(EMAIL_TEMPLATE_PATHS.list), params }),
      transformResponse: (r: { data: TEmailTemplate[] }) => r.data,
      providesTags: [{ type: 'EmailTemplate', id: 'LIST' }],
    }),
    candidateEmails: build.query<TCandidateEmail[], { kind: TApplicantKind; applicantId: string }>({
      query: ({ kind, applicantId }) => apiUrl(CANDIDATE_EMAIL_PATHS.ofApplicant, { kind, applicantId }),
      transformResponse: (r: { data: TCandidateEmail[] }) => r.data,
      providesTags: (_r, _e, a) => [{ type: 'CandidateEmail', id: a.applicantId }],
    }),
    sendCandidateEmail: build.mutation<{ id: string; subject: string }, TCandidateEmailSend>({
      query: (body) => ({ url: apiUrl(CANDIDATE_EMAIL_PATHS.send), method: 'POST', body }),
      transformResponse: (r: { data: { id: string; subject: string } }) => r.data,
      invalidatesTags: (_r, _e, a) => [{ type: 'CandidateEmail', id: a.applicantId }, applicantTag(a)],
      // The timeline may still be reloading after the status change that came just before.
      onQueryStarted: reloadWhenSettled((a: TCandidateEmailSend) => [applicantTag(a)]),
    }),
  }),
});
export const { usePickEmailTemplatesQuery, useCandidateEmailsQuery, useSendCandidateEmailMutation } =
  candidateEmailsApi;
