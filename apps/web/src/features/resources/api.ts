import type { TLineOfBusiness, TListPage, TResource, TResourceCreate } from '@ats/contract';
import { RESOURCE_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

/** A line of business as the resource dialog needs it. */
export type LobOption = Pick<TLineOfBusiness, 'id' | 'name'>;
type One = { data: TResource };
const one = (r: One) => r.data;

const resourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listResources: build.infiniteQuery<TListPage<TResource>, ListQueryArg, string | null>({
      query: keysetRequest(apiUrl(RESOURCE_PATHS.list)),
      transformResponse: unwrapList<TResource>,
      infiniteQueryOptions: keysetPaging<TResource>(),
    }),
    createResource: build.mutation<TResource, TResourceCreate>({
      query: (body) => ({ url: apiUrl(RESOURCE_PATHS.create), method: 'POST', body }),
      transformResponse: one,
    }),
    updateResource: build.mutation<TResource, { id: string; body: TResourceCreate }>({
      query: ({ id, body }) => ({ url: apiUrl(RESOURCE_PATHS.update, { id }), method: 'POST', body }),
      transformResponse: one,
    }),
    archiveResource: build.mutation<TResource, string>({
      query: (id) => ({ url: apiUrl(RESOURCE_PATHS.delete, { id }), method: 'DELETE' }),
      transformResponse: one,
    }),
    unarchiveResource: build.mutation<TResource, string>({
      query: (id) => ({ url: apiUrl(RESOURCE_PATHS.unarchive, { id }), method: 'POST' }),
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
