import type { TApiToken, TApiTokenCreate, TApiTokenCreated } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

export const apiTokensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    apiTokens: build.query<TApiToken[], void>({
      query: () => '/api-tokens/list',
      transformResponse: (r: { data: TApiToken[] }) => r.data,
      providesTags: (r) => [
        { type: 'ApiToken', id: 'LIST' },
        ...(r ?? []).map((t) => ({ type: 'ApiToken' as const, id: t.id })),
      ],
    }),
    createApiToken: build.mutation<TApiTokenCreated, TApiTokenCreate>({
      query: (body) => ({ url: '/api-tokens/create', method: 'POST', body }),
      transformResponse: (r: { data: TApiTokenCreated }) => r.data,
      invalidatesTags: [{ type: 'ApiToken', id: 'LIST' }],
    }),
    revokeApiToken: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `/api-tokens/revoke/${id}`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'ApiToken', id: 'LIST' },
        { type: 'ApiToken', id },
      ],
    }),
  }),
});
export const { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } = apiTokensApi;
