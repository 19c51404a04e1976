import type { TLineOfBusiness, TListPage, TResource, TResourceCreate } from '@ats/contract';
import { baseApi } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

/** A line of business as the resource dialog needs it. */
export type LobOption = Pick<TLineOfBusiness, 'id' | 'name'>;
type One = { data: TResource };
const one = (r: One) => r.data;

export const resourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listResources: build.infiniteQuery<TListPage<TResource>, ListQueryArg, string | null>({
      query: keysetRequest('/resources/list'),
      transformResponse: unwrapList<TResource>,
      infiniteQueryOptions: keysetPaging<TResource>(),
    }),
    createResource: build.mutation<TResource, TResourceCreate>({
      query: (body) => ({ url: '/resources/create', method: 'POST', body }),
      transformResponse: one,
    }),
    updateResource: build.mutation<TResource, { id: string; body: TResourceCreate }>({
      query: ({ id, body }) => ({ url: `/resources/update/${id}`, method: 'POST', body }),
      transformResponse: one,
    }),
    archiveResource: build.mutation<TResource, string>({
      query: (id) => ({ url: `/resources/delete/${id}`, method: 'DELETE' }),
      transformResponse: one,
    }),
    unarchiveResource: build.mutation<TResource, string>({
      query: (id) => ({ url: `/resources/unarchive/${id}`, method: 'POST' }),
      transformResponse: one,
    }),
  }),
});
export const {
  useListResourcesInfiniteQuery,
  useCreateResourceMutation,
  useUpdateResourceMutation,
  useArchiveResourceMutation,
  useUnarchiveResourceMutation,
} = resourcesApi;
