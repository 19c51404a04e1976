import type { TApplicationFunnel } from '@ats/contract';
import { APPLICATION_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

/** The requisition's application funnel (GET /api/applications/funnel/:id, view on requisitions). */
const funnelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicationFunnel: build.query<TApplicationFunnel, string>({
      query: (id) => apiUrl(APPLICATION_PATHS.funnel, { requisitionId: id }),
      transformResponse: (r: { data: TApplicationFunnel }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Requisition', id }],
    }),
  }),
});
export const { useApplicationFunnelQuery } = funnelApi;
