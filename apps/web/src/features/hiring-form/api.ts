import type { TClassRequestSubmit, TClassRequestSubmitResult } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

/** The public form's only call: send a hiring request (no sign-in). */
export const hiringFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitHiringRequest: build.mutation<TClassRequestSubmitResult, TClassRequestSubmit>({
      query: (body) => ({ url: '/talent-discovery-requests/submit', method: 'POST', body }),
      transformResponse: (r: { data: TClassRequestSubmitResult }) => r.data,
    }),
  }),
});

export const { useSubmitHiringRequestMutation } = hiringFormApi;
