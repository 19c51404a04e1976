import type { TSavedView, TSavedViewCreate, TSavedViewList } from '@ats/contract';
import { SAVED_VIEW_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

const savedViewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedViews: build.query<TSavedView[], TSavedViewList>({
      query: (list) => ({ url: apiUrl(SAVED_VIEW_PATHS.list), params: { list } }),
      transformResponse: (r: { data: TSavedView[] }) => r.data,
      providesTags: (_r, _e, list) => [{ type: 'SavedView', id: list }],
    }),
    createSavedView: build.mutation<TSavedView, TSavedViewCreate>({
      query: (body) => ({ url: apiUrl(SAVED_VIEW_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TSavedView }) => r.data,
      invalidatesTags: (_r, _e, b) => [{ type: 'SavedView', id: b.list }],
    }),
    deleteSavedView: build.mutation<{ message: string }, { id: string; list: TSavedViewList }>({
      query: ({ id }) => ({ url: apiUrl(SAVED_VIEW_PATHS.delete, { id }), method: 'DELETE' }),
      transformResponse: (r: { data: { message: string } }) => r.data,
      invalidatesTags: (_r, _e, a) => [{ type: 'SavedView', id: a.list }],
    }),
  }),
});

export const { useListSavedViewsQuery, useCreateSavedViewMutation, useDeleteSavedViewMutation } =
  savedViewsApi;
