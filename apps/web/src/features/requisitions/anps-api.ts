import type { TAnpsSummary } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

/** The requisition's aNPS (GET /api/anps/summary?requisition=, requisitions view). */
const requisitionAnpsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requisitionAnps: build.query<TAnpsSummary, string>({
      query: (id) => `/anps/summary?requisition=${encodeURIComponent(id)}`,
      transformResponse: (r: { data: TAnpsSummary }) => r.data,
      providesTags: ['Anps'],
    }),
  }),
});
export const { useRequisitionAnpsQuery } = requisitionAnpsApi;
