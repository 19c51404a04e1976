import type { TListPage, TUser, TUserCreate, TUserUpdate } from '@ats/contract';
import { baseApi, listTags, rowTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

type Message = { message: string };

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.infiniteQuery<TListPage<TUser>, ListQueryArg, string | null>({
      query: keysetRequest('/users/list'),
      transformResponse: unwrapList<TUser>,
      infiniteQueryOptions: keysetPaging<TUser>(),
      providesTags: listTags('User'),
    }),
    createUser: build.mutation<TUser, TUserCreate>({
      query: (body) => ({ url: '/users/create', method: 'POST', body }),
      transformResponse: (r: { data: TUser }) => r.data,
      invalidatesTags: [
        { type: 'User', id: 'LIST' },
        { type: 'Role', id: 'LIST' },
      ],
    }),
    updateUser: build.mutation<TUser, { id: string; body: TUserUpdate }>({
      query: ({ id, body }) => ({ url: `/users/update/${id}`, method: 'POST', body }),
      transformResponse: (r: { data: TUser }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
        { type: 'Role', id: 'LIST' },
      ],
    }),
    deleteUser: build.mutation<Message, string>({
      query: (id) => ({ url: `/users/delete/${id}`, method: 'DELETE' }),
      transformResponse: (r: { data: Message }) => r.data,
      invalidatesTags: rowTags('User'),
    }),
    sendPasswordEmail: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/users/send-password-email', method: 'POST', body }),
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
