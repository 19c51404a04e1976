import type { TSearchResult } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    globalSearch: build.query<TSearchResult, string>({
      query: (q) => ({ url: '/search', params: { q } }),
      transformResponse: (r: { data: TSearchResult }) => r.data,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGlobalSearchQuery } = searchApi;
