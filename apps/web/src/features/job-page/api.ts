import type { TJobBoardItem, TJobBoardQuery, TRequisitionPublic } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

/** The public job page (a published requisition; staff may preview) and the public job board. */
export const jobPageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicRequisition: build.query<TRequisitionPublic, string>({
      query: (id) => `/requisitions/view/${encodeURIComponent(id)}`,
      transformResponse: (r: { data: TRequisitionPublic }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Requisition', id }],
    }),
    jobBoard: build.query<TJobBoardItem[], TJobBoardQuery>({
      query: (params) => ({ url: '/jobs/list', params }),
      transformResponse: (r: { data: { items: TJobBoardItem[] } }) => r.data.items,
    }),
  }),
});

export const { usePublicRequisitionQuery, useJobBoardQuery } = jobPageApi;
