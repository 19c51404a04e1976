import type { TRequisitionPublic } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

/** The public job page's only query: a published requisition (staff may preview). */
export const jobPageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicRequisition: build.query<TRequisitionPublic, string>({
      query: (id) => `/requisitions/view/${encodeURIComponent(id)}`,
      transformResponse: (r: { data: TRequisitionPublic }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Requisition', id }],
    }),
  }),
});

export const { usePublicRequisitionQuery } = jobPageApi;
