import type { TSearchResult } from '@ats/contract';
import { SEARCH_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    globalSearch: build.query<TSearchResult, string>({
      query: (q) => ({ url: apiUrl(SEARCH_PATHS.search), params: { q } }),
      transformResponse: (r: { data: TSearchResult }) => r.data,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGlobalSearchQuery } = searchApi;
