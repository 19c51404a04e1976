import type { TDuplicateCheckQuery, TPossibleDuplicate } from '@ats/contract';
import { baseApi } from '../base-api';

export const candidatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    possibleDuplicates: build.query<TPossibleDuplicate[], TDuplicateCheckQuery>({
      query: (params) => ({ url: '/candidates/possible-duplicates', params }),
      transformResponse: (r: { data: TPossibleDuplicate[] }) => r.data,
      keepUnusedDataFor: 10,
    }),
  }),
});

export const { usePossibleDuplicatesQuery } = candidatesApi;
