import type { TListPage, TRole, TUser, TUserCreate, TUserUpdate } from '@ats/contract';
import { baseApi, listTags, rowTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

/** A line of business as the user pickers need it (GET /lobs/list). */
export interface LobOption {
  id: string;
  name: string;
}

type Message = { message: string };

type RoleSummary = Pick<TRole, 'id' | 'name' | 'permissions'>;

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
    /** Roles for pickers and filters (allowed with user-management view), with their permissions
     * so the picker offers only roles the caller may give. */
    roleOptions: build.query<RoleSummary[], void>({
      query: () => ({ url: '/roles/list', params: { projection: 'summary', limit: 100 } }),
      transformResponse: (r: { data: TListPage<RoleSummary> }) => r.data.items,
      providesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    /** Lines of business for pickers and filters. */
    lobOptions: build.query<LobOption[], void>({
      query: () => ({ url: '/lobs/list', params: { limit: 100 } }),
      transformResponse: (r: { data: TListPage<{ id: string; name?: string; ownerName?: string }> }) =>
        r.data.items.map((l) => ({ id: l.id, name: l.name ?? l.ownerName ?? l.id })),
      providesTags: [{ type: 'LineOfBusiness', id: 'LIST' }],
    }),
  }),
});

export const {
  useListUsersInfiniteQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useSendPasswordEmailMutation,
  useRoleOptionsQuery,
  useLobOptionsQuery,
} = usersApi;
