import type { TListPage, TUser, TUserCreate, TUserUpdate } from '@ats/contract';
import { AUTH_PATHS, USER_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, listTags, rowTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

type Message = { message: string };

const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.infiniteQuery<TListPage<TUser>, ListQueryArg, string | null>({
      query: keysetRequest(apiUrl(USER_PATHS.list)),
      transformResponse: unwrapList<TUser>,
      infiniteQueryOptions: keysetPaging<TUser>(),
      providesTags: listTags('User'),
    }),
    createUser: build.mutation<TUser, TUserCreate>({
      query: (body) => ({ url: apiUrl(USER_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TUser }) => r.data,
      invalidatesTags: [
        { type: 'User', id: 'LIST' },
        { type: 'Role', id: 'LIST' },
      ],
    }),
    updateUser: build.mutation<TUser, { id: string; body: TUserUpdate }>({
      query: ({ id, body }) => ({ url: apiUrl(USER_PATHS.update, { id }), method: 'POST', body }),
      transformResponse: (r: { data: TUser }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
        { type: 'Role', id: 'LIST' },
      ],
    }),
    deleteUser: build.mutation<Message, string>({
      query: (id) => ({ url: apiUrl(USER_PATHS.delete, { id }), method: 'DELETE' }),
      transformResponse: (r: { data: Message }) => r.data,
      invalidatesTags: rowTags('User'),
    }),
    sendPasswordEmail: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: apiUrl(AUTH_PATHS.sendPasswordEmail), method: 'POST', body }),
      transformResponse: (r: { data: Message }) => r.data,
    }),
  }),
});

export const {
  useListUsersInfiniteQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useSendPasswordEmailMutation,
} = usersApi;
