import type {
  TAddToRequisition,
  TApplicantKind,
  TCandidateActivityPage,
  TCandidateActivityType,
  TCandidateMerge,
  TCandidateRecord,
  TDuplicateCheckQuery,
  TPossibleDuplicate,
} from '@ats/contract';
import { CANDIDATE_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';
import { keysetPaging, keysetRequest } from '../../shared/list';

/** Every applicant page and tracker row may change with a merge or a new application. */
const PEOPLE = ['Applicant', 'RequisitionApplicant'] as const;

const candidatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    possibleDuplicates: build.query<TPossibleDuplicate[], TDuplicateCheckQuery>({
      query: (params) => ({ url: apiUrl(CANDIDATE_PATHS.possibleDuplicates), params }),
      transformResponse: (r: { data: TPossibleDuplicate[] }) => r.data,
      keepUnusedDataFor: 10,
    }),
    candidateRecord: build.query<TCandidateRecord, { kind: TApplicantKind; applicantId: string }>({
      query: (params) => ({ url: apiUrl(CANDIDATE_PATHS.of), params }),
      transformResponse: (r: { data: TCandidateRecord }) => r.data,
      providesTags: [...PEOPLE],
    }),
    /** Notes, files, interviews and emails of every application the reader may see (keyset). */
    candidateActivity: build.infiniteQuery<
      TCandidateActivityPage,
      { kind: TApplicantKind; applicantId: string; type?: TCandidateActivityType },
      string | null
    >({
      query: keysetRequest(apiUrl(CANDIDATE_PATHS.activity)) as never,
      transformResponse: (r: { data: TCandidateActivityPage }) => r.data,
      infiniteQueryOptions: keysetPaging<TCandidateActivityPage['items'][number]>(),
      // What this page changes (its notes, emails, interviews) refreshes the gathered record too.
      providesTags: (_r, _e, a) => [
        ...PEOPLE,
        { type: 'Note', id: `${a.kind}:${a.applicantId}` },
        { type: 'CandidateEmail', id: a.applicantId },
        { type: 'ScheduledInterview', id: `applicant:${a.applicantId}` },
        { type: 'ApplicantInterview', id: 'LIST' },
      ],
    }),
    mergeCandidates: build.mutation<{ movedApplications: number }, TCandidateMerge>({
      query: (body) => ({ url: apiUrl(CANDIDATE_PATHS.merge), method: 'POST', body }),
      transformResponse: (r: { data: { movedApplications: number } }) => r.data,
      invalidatesTags: [...PEOPLE],
    }),
    addToRequisition: build.mutation<{ id: string; candidateId: string }, TAddToRequisition>({
      query: (body) => ({ url: apiUrl(CANDIDATE_PATHS.addToRequisition), method: 'POST', body }),
      transformResponse: (r: { data: { id: string; candidateId: string } }) => r.data,
      invalidatesTags: [...PEOPLE, 'Requisition'],
    }),
  }),
});

export const {
  usePossibleDuplicatesQuery,
  useCandidateRecordQuery,
  useCandidateActivityInfiniteQuery,
  useMergeCandidatesMutation,
  useAddToRequisitionMutation,
} = candidatesApi;
