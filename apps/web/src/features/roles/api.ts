import type { TListPage, TPermissions, TRole, TRoleCreate, TRoleUpdate } from '@ats/contract';
import { ROLE_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';
import { roleRefreshed } from '../../shared/session/auth-slice';

const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Full roles (at most 100: roles are few). */
    listRoles: build.query<TRole[], void>({
      query: () => ({ url: apiUrl(ROLE_PATHS.list), params: { limit: 100 } }),
      transformResponse: (r: { data: TListPage<TRole> }) => r.data.items,
      providesTags: (roles) => [
        { type: 'Role', id: 'LIST' },
        ...(roles ?? []).map((r) => ({ type: 'Role' as const, id: r.id })),
      ],
      // SPEC §6: a role list fetched without a projection refreshes the session role.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        const mine = (getState() as unknown as { auth: { role: { id: string } | null } }).auth.role?.id;
        const fresh = data?.find((r) => r.id === mine);
        if (fresh) dispatch(roleRefreshed(fresh));
      },
    }),
    createRole: build.mutation<TRole, TRoleCreate>({
      query: (body) => ({ url: apiUrl(ROLE_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TRole }) => r.data,
      invalidatesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    updateRole: build.mutation<TRole, { id: string; body: TRoleUpdate }>({
      query: ({ id, body }) => ({ url: apiUrl(ROLE_PATHS.update, { id }), method: 'POST', body }),
      transformResponse: (r: { data: TRole }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Role', id }, { type: 'Role', id: 'LIST' }, 'Session'],
    }),
    savePermissions: build.mutation<TRole, { id: string; permissions: TPermissions }>({
      query: (body) => ({ url: apiUrl(ROLE_PATHS.savePermissions), method: 'PATCH', body }),
      transformResponse: (r: { data: TRole }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Role', id }, { type: 'Role', id: 'LIST' }, 'Session'],
    }),
  }),
});

export const { useListRolesQuery, useCreateRoleMutation, useUpdateRoleMutation, useSavePermissionsMutation } =
  rolesApi;
