import type {
  TApplicant,
  TApplicantBulkStatus,
  TApplicantCreate,
  TApplicantDetail,
  TApplicantListItem,
  TApplicantUpdate,
  TBulkResult,
  TListPage,
} from '@ats/contract';
import { APPLICANT_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, listTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

const LIST = { type: 'Applicant' as const, id: 'LIST' };
const rowsAndList = (_r: unknown, _e: unknown, arg: { ids: string[] }) => [
  LIST,
  ...arg.ids.map((id) => ({ type: 'Applicant' as const, id })),
];

const applicantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listApplicants: build.infiniteQuery<TListPage<TApplicantListItem>, ListQueryArg, string | null>({
      query: keysetRequest(apiUrl(APPLICANT_PATHS.list)),
      transformResponse: unwrapList<TApplicantListItem>,
      infiniteQueryOptions: keysetPaging<TApplicantListItem>(),
      providesTags: listTags('Applicant'),
    }),
    getApplicant: build.query<TApplicantDetail, string>({
      query: (id) => apiUrl(APPLICANT_PATHS.get, { id }),
      transformResponse: (r: { data: TApplicantDetail }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Applicant', id }],
    }),
    createApplicant: build.mutation<TApplicant, TApplicantCreate>({
      query: (body) => ({ url: apiUrl(APPLICANT_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TApplicant }) => r.data,
      invalidatesTags: [LIST],
    }),
    updateApplicant: build.mutation<TApplicant, { id: string; body: TApplicantUpdate }>({
      query: ({ id, body }) => ({
        url: apiUrl(APPLICANT_PATHS.update, { applicantId: id }),
        method: 'POST',
        body,
      }),
      transformResponse: (r: { data: TApplicant }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Applicant', id }],
    }),
    applicantsStatus: build.mutation<TBulkResult, TApplicantBulkStatus>({
      query: (body) => ({ url: apiUrl(APPLICANT_PATHS.status), method: 'POST', body }),
      transformResponse: (r: { data: TBulkResult }) => r.data,
      invalidatesTags: rowsAndList,
    }),
    archiveApplicants: build.mutation<TBulkResult, { ids: string[] }>({
      query: (body) => ({ url: apiUrl(APPLICANT_PATHS.archive), method: 'POST', body }),
      transformResponse: (r: { data: TBulkResult }) => r.data,
      invalidatesTags: rowsAndList,
    }),
    unarchiveApplicants: build.mutation<TBulkResult, { ids: string[] }>({
      query: (body) => ({ url: apiUrl(APPLICANT_PATHS.unarchive), method: 'POST', body }),
      transformResponse: (r: { data: TBulkResult }) => r.data,
      invalidatesTags: rowsAndList,
    }),
  }),
});

export const {
  useListApplicantsInfiniteQuery,
  useGetApplicantQuery,
  useCreateApplicantMutation,
  useUpdateApplicantMutation,
  useApplicantsStatusMutation,
  useArchiveApplicantsMutation,
  useUnarchiveApplicantsMutation,
} = applicantsApi;
