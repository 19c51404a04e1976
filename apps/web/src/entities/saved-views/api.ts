import type { TSavedView, TSavedViewCreate, TSavedViewList } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

export const savedViewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedViews: build.query<TSavedView[], TSavedViewList>({
      query: (list) => ({ url: '/saved-views/list', params: { list } }),
      transformResponse: (r: { data: TSavedView[] }) => r.data,
      providesTags: (_r, _e, list) => [{ type: 'SavedView', id: list }],
    }),
    createSavedView: build.mutation<TSavedView, TSavedViewCreate>({
      query: (body) => ({ url: '/saved-views/create', method: 'POST', body }),
      transformResponse: (r: { data: TSavedView }) => r.data,
      invalidatesTags: (_r, _e, b) => [{ type: 'SavedView', id: b.list }],
    }),
    deleteSavedView: build.mutation<{ message: string }, { id: string; list: TSavedViewList }>({
      query: ({ id }) => ({ url: `/saved-views/delete/${id}`, method: 'DELETE' }),
      transformResponse: (r: { data: { message: string } }) => r.data,
      invalidatesTags: (_r, _e, a) => [{ type: 'SavedView', id: a.list }],
    }),
  }),
});

export const { useListSavedViewsQuery, useCreateSavedViewMutation, useDeleteSavedViewMutation } =
  savedViewsApi;
