import type { TApplicationErasure, TApplicationStaffView } from '@ats/contract';
import { APPLICATION_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

/** The candidate's requests from the application flow (withdrawal, deletion) and their handling. */
const candidateRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicationStaffView: build.query<TApplicationStaffView | null, string>({
      // 404 = the applicant did not apply through the flow: nothing to show.
      queryFn: async (applicantId, _api, _extra, baseQuery) => {
        const r = await baseQuery(apiUrl(APPLICATION_PATHS.staff, { applicantId }));
        if (r.error) return r.error.status === 404 ? { data: null } : { error: r.error };
        return { data: (r.data as { data: TApplicationStaffView }).data };
      },
      providesTags: (_r, _e, id) => [{ type: 'RequisitionApplicant', id }],
    }),
    eraseApplication: build.mutation<TApplicationErasure, string>({
      query: (applicantId) => ({
        url: apiUrl(APPLICATION_PATHS.erase, { applicantId }),
        method: 'PUT',
      }),
      transformResponse: (r: { data: TApplicationErasure }) => r.data,
      invalidatesTags: (_r, _e, id) => [
        { type: 'RequisitionApplicant', id },
        { type: 'RequisitionApplicant', id: 'LIST' },
      ],
    }),
  }),
});

export const { useApplicationStaffViewQuery, useEraseApplicationMutation } = candidateRequestsApi;
