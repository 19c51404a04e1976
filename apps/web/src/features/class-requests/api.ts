import type {
  TClassRequest,
  TClassRequestAccept,
  TClassRequestContent,
  TClassRequestListItem,
  TClassRequestMarkCurrent,
  TClassRequestStatusChange,
  TLineOfBusiness,
  TListPage,
} from '@ats/contract';
import { CLASS_REQUEST_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, listTags, rowTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

/** A line of business as the edit form and the accept dialog need it. */
export type LobOption = Pick<TLineOfBusiness, 'id' | 'name' | 'active'>;

type One = { data: TClassRequest };
const one = (r: One) => r.data;

const classRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClassRequests: build.infiniteQuery<TListPage<TClassRequestListItem>, ListQueryArg, string | null>({
      query: keysetRequest(apiUrl(CLASS_REQUEST_PATHS.list)),
      transformResponse: unwrapList<TClassRequestListItem>,
      infiniteQueryOptions: keysetPaging<TClassRequestListItem>(),
      providesTags: listTags('ClassRequest'),
    }),
    getClassRequest: build.query<TClassRequest, string>({
      query: (id) => apiUrl(CLASS_REQUEST_PATHS.view, { id }),
      transformResponse: one,
      providesTags: (_r, _e, id) => [{ type: 'ClassRequest', id }],
    }),
    /** Saves a new version and makes it current. */
    updateClassRequest: build.mutation<TClassRequest, { id: string; body: TClassRequestContent }>({
      query: ({ id, body }) => ({ url: apiUrl(CLASS_REQUEST_PATHS.update, { id }), method: 'PUT', body }),
      transformResponse: one,
      invalidatesTags: rowTags('ClassRequest'),
    }),
    deleteClassRequest: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: apiUrl(CLASS_REQUEST_PATHS.delete, { id }), method: 'DELETE' }),
      transformResponse: (r: { data: { message: string } }) => r.data,
      invalidatesTags: rowTags('ClassRequest'),
    }),
    markVersionCurrent: build.mutation<TClassRequest, TClassRequestMarkCurrent>({
      query: (body) => ({ url: apiUrl(CLASS_REQUEST_PATHS.markVersionCurrent), method: 'PUT', body }),
      transformResponse: one,
      invalidatesTags: (_r, _e, { classRequestId }) => [
        { type: 'ClassRequest', id: classRequestId },
        { type: 'ClassRequest', id: 'LIST' },
      ],
    }),
    deleteVersion: build.mutation<TClassRequest, { id: string; versionId: string }>({
      query: ({ id, versionId }) => ({
        url: apiUrl(CLASS_REQUEST_PATHS.deleteVersion, { id, versionId }),
        method: 'DELETE',
      }),
      transformResponse: one,
      invalidatesTags: rowTags('ClassRequest'),
    }),
    changeClassRequestStatus: build.mutation<TClassRequest, { id: string; body: TClassRequestStatusChange }>({
      query: ({ id, body }) => ({ url: apiUrl(CLASS_REQUEST_PATHS.status, { id }), method: 'PUT', body }),
      transformResponse: one,
      invalidatesTags: rowTags('ClassRequest'),
    }),
    acceptClassRequest: build.mutation<TClassRequest, { id: string; body: TClassRequestAccept }>({
      query: ({ id, body }) => ({ url: apiUrl(CLASS_REQUEST_PATHS.accept, { id }), method: 'POST', body }),
      transformResponse: one,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'ClassRequest', id },
        { type: 'ClassRequest', id: 'LIST' },
        { type: 'Requisition', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListClassRequestsInfiniteQuery,
  useGetClassRequestQuery,
  useUpdateClassRequestMutation,
  useDeleteClassRequestMutation,
  useMarkVersionCurrentMutation,
  useDeleteVersionMutation,
  useChangeClassRequestStatusMutation,
  useAcceptClassRequestMutation,
} = classRequestsApi;
