import type {
  TLineOfBusiness,
  TLineOfBusinessCreate,
  TLineOfBusinessUpdate,
  TListPage,
  TLobOwnerOption,
} from '@ats/contract';
import { baseApi, listTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

export const linesOfBusinessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    linesOfBusiness: build.infiniteQuery<TListPage<TLineOfBusiness>, ListQueryArg, string | null>({
      infiniteQueryOptions: keysetPaging<TLineOfBusiness>(),
      query: keysetRequest('/lobs/list'),
      transformResponse: unwrapList,
      providesTags: listTags('LineOfBusiness'),
    }),
    lobOwnerOptions: build.query<TLobOwnerOption[], string>({
      query: (search) => ({ url: '/lobs/owner-options', params: search ? { search } : {} }),
      transformResponse: (r: { data: { items: TLobOwnerOption[] } }) => r.data.items,
    }),
    createLineOfBusiness: build.mutation<TLineOfBusiness, TLineOfBusinessCreate>({
      query: (body) => ({ url: '/lobs/create', method: 'POST', body }),
      transformResponse: (r: { data: TLineOfBusiness }) => r.data,
      invalidatesTags: [{ type: 'LineOfBusiness', id: 'LIST' }],
    }),
    updateLineOfBusiness: build.mutation<TLineOfBusiness, { id: string; body: TLineOfBusinessUpdate }>({
      query: ({ id, body }) => ({ url: `/lobs/update/${id}`, method: 'POST', body }),
      transformResponse: (r: { data: TLineOfBusiness }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'LineOfBusiness', id },
        { type: 'LineOfBusiness', id: 'LIST' },
        // Requisitions show their line's name.
        { type: 'Requisition', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useLinesOfBusinessInfiniteQuery,
  useLobOwnerOptionsQuery,
  useCreateLineOfBusinessMutation,
  useUpdateLineOfBusinessMutation,
} = linesOfBusinessApi;
