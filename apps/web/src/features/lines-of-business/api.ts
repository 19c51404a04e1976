import type {
  TLineOfBusiness,
  TLineOfBusinessCreate,
  TLineOfBusinessUpdate,
  TListPage,
  TLobOwnerOption,
} from '@ats/contract';
import { LINE_OF_BUSINESS_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, listTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

const linesOfBusinessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    linesOfBusiness: build.infiniteQuery<TListPage<TLineOfBusiness>, ListQueryArg, string | null>({
      infiniteQueryOptions: keysetPaging<TLineOfBusiness>(),
      query: keysetRequest(apiUrl(LINE_OF_BUSINESS_PATHS.list)),
      transformResponse: unwrapList,
      providesTags: listTags('LineOfBusiness'),
    }),
    lobOwnerOptions: build.query<TLobOwnerOption[], string>({
      query: (search) => ({
        url: apiUrl(LINE_OF_BUSINESS_PATHS.ownerOptions),
        params: search ? { search } : {},
      }),
      transformResponse: (r: { data: { items: TLobOwnerOption[] } }) => r.data.items,
    }),
    createLineOfBusiness: build.mutation<TLineOfBusiness, TLineOfBusinessCreate>({
      query: (body) => ({ url: apiUrl(LINE_OF_BUSINESS_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TLineOfBusiness }) => r.data,
      invalidatesTags: [{ type: 'LineOfBusiness', id: 'LIST' }],
    }),
    updateLineOfBusiness: build.mutation<TLineOfBusiness, { id: string; body: TLineOfBusinessUpdate }>({
      query: ({ id, body }) => ({
        url: apiUrl(LINE_OF_BUSINESS_PATHS.update, { lobId: id }),
        method: 'POST',
        body,
      }),
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
