import type {
  TBulkResult,
  TListPage,
  TRequisitionApplicant,
  TRequisitionApplicantBulkStatus,
  TRequisitionApplicantDetail,
  TRequisitionApplicantUpdate,
  TRequisitionApplicantView,
} from '@ats/contract';
import { REQUISITION_APPLICANT_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, listTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

const LIST = { type: 'RequisitionApplicant' as const, id: 'LIST' };
const rowsAndList = (_r: unknown, _e: unknown, arg: { ids: string[] }) => [
  LIST,
  ...arg.ids.map((id) => ({ type: 'RequisitionApplicant' as const, id })),
  // numHired of their requisitions may change.
  { type: 'Requisition' as const, id: 'LIST' },
];

const requisitionApplicantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRequisitionApplicants: build.infiniteQuery<
      TListPage<TRequisitionApplicant>,
      ListQueryArg,
      string | null
    >({
      query: keysetRequest(apiUrl(REQUISITION_APPLICANT_PATHS.list)),
      transformResponse: unwrapList<TRequisitionApplicant>,
      infiniteQueryOptions: keysetPaging<TRequisitionApplicant>(),
      providesTags: listTags('RequisitionApplicant'),
    }),
    viewRequisitionApplicant: build.query<TRequisitionApplicantView, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({
        url: apiUrl(REQUISITION_APPLICANT_PATHS.view, { applicantId: id }),
        params: archived ? { archived: 1 } : {},
      }),
      transformResponse: (r: { data: TRequisitionApplicantView }) => r.data,
      providesTags: (_r, _e, { id }) => [{ type: 'RequisitionApplicant', id }],
    }),
    updateRequisitionApplicant: build.mutation<
      TRequisitionApplicantDetail,
      { id: string; body: TRequisitionApplicantUpdate }
    >({
      query: ({ id, body }) => ({
        url: apiUrl(REQUISITION_APPLICANT_PATHS.update, { applicantId: id }),
        method: 'PUT',
        body,
      }),
      transformResponse: (r: { data: TRequisitionApplicantDetail }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        LIST,
        { type: 'RequisitionApplicant', id },
        { type: 'Requisition', id: 'LIST' },
      ],
    }),
    requisitionApplicantsStatus: build.mutation<TBulkResult, TRequisitionApplicantBulkStatus>({
      query: (body) => ({ url: apiUrl(REQUISITION_APPLICANT_PATHS.status), method: 'POST', body }),
      transformResponse: (r: { data: TBulkResult }) => r.data,
      invalidatesTags: rowsAndList,
    }),
    archiveRequisitionApplicants: build.mutation<TBulkResult, { ids: string[] }>({
      query: (body) => ({ url: apiUrl(REQUISITION_APPLICANT_PATHS.archive), method: 'POST', body }),
      transformResponse: (r: { data: TBulkResult }) => r.data,
      invalidatesTags: rowsAndList,
    }),
    unarchiveRequisitionApplicants: build.mutation<TBulkResult, { ids: string[] }>({
      query: (body) => ({ url: apiUrl(REQUISITION_APPLICANT_PATHS.unarchive), method: 'POST', body }),
      transformResponse: (r: { data: TBulkResult }) => r.data,
      invalidatesTags: rowsAndList,
    }),
  }),
});

export const {
  useListRequisitionApplicantsInfiniteQuery,
  useViewRequisitionApplicantQuery,
  useUpdateRequisitionApplicantMutation,
  useRequisitionApplicantsStatusMutation,
  useArchiveRequisitionApplicantsMutation,
  useUnarchiveRequisitionApplicantsMutation,
} = requisitionApplicantsApi;
