import type { TApiToken, TApiTokenCreate, TApiTokenCreated } from '@ats/contract';
import { API_TOKEN_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

const apiTokensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    apiTokens: build.query<TApiToken[], void>({
      query: () => apiUrl(API_TOKEN_PATHS.list),
      transformResponse: (r: { data: TApiToken[] }) => r.data,
      providesTags: (r) => [
        { type: 'ApiToken', id: 'LIST' },
        ...(r ?? []).map((t) => ({ type: 'ApiToken' as const, id: t.id })),
      ],
    }),
    createApiToken: build.mutation<TApiTokenCreated, TApiTokenCreate>({
      query: (body) => ({ url: apiUrl(API_TOKEN_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TApiTokenCreated }) => r.data,
      invalidatesTags: [{ type: 'ApiToken', id: 'LIST' }],
    }),
    revokeApiToken: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: apiUrl(API_TOKEN_PATHS.revoke, { id }), method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'ApiToken', id: 'LIST' },
        { type: 'ApiToken', id },
      ],
    }),
  }),
});
export const { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } = apiTokensApi;
