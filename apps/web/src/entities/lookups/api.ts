import type { TLineOfBusiness, TListPage, TRole } from '@ats/contract';
import { LINE_OF_BUSINESS_PATHS, REQUISITION_PATHS, ROLE_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

/** One option of a select or a list filter. */
export interface Choice {
  value: string;
  label: string;
}

interface LobOptionsArg {
  /** Lines whose name matches (the requisition builder's picker searches as one types). */
  search?: string;
  /** Active lines only. */
  active?: boolean;
}

interface RequisitionOptionsArg {
  /** Comma-separated statuses, e.g. `opened,moved` (requisitions taking applicants). */
  status?: string;
  lobId?: string;
  /** The most recent first (the API's default order) instead of by name. */
  newest?: boolean;
}

/** A role as the pickers need it, with its permissions so a picker offers only roles the caller may give. */
type RoleOption = Pick<TRole, 'id' | 'name' | 'permissions'>;

const LIMIT = 100;

/**
 * The lookups every picker and filter uses: lines of business, requisitions, roles. One endpoint
 * each, so pages share the cached answer. GET /lobs/list and /requisitions/list are open to the
 * permissions of the pages that filter by them (docs/decisions/lines-of-business.md#line-of-business-scope).
 */
const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lobOptions: build.query<TLineOfBusiness[], LobOptionsArg | undefined>({
      query: (arg) => {
        const { search, active } = arg || {};
        return {
          url: apiUrl(LINE_OF_BUSINESS_PATHS.list),
          params: {
            limit: LIMIT,
            sort: 'name',
            ...(search ? { search } : {}),
            ...(active ? { active: 'true' } : {}),
          },
        };
      },
      transformResponse: (r: { data: TListPage<TLineOfBusiness> }) => r.data.items,
      providesTags: [{ type: 'LineOfBusiness', id: 'LIST' }],
    }),
    requisitionOptions: build.query<Choice[], RequisitionOptionsArg | undefined>({
      query: (arg) => {
        const { status, lobId, newest } = arg || {};
        return {
          url: apiUrl(REQUISITION_PATHS.list),
          params: {
            limit: LIMIT,
            ...(newest ? {} : { sort: 'name' }),
            ...(status ? { status } : {}),
            ...(lobId ? { lobId } : {}),
          },
        };
      },
      transformResponse: (r: { data: TListPage<{ id: string; name: string; requisitionUid: string }> }) =>
        r.data.items.map((q) => ({ value: q.id, label: `${q.requisitionUid} · ${q.name}` })),
      providesTags: [{ type: 'Requisition', id: 'LIST' }],
    }),
    /** Roles for pickers and filters (allowed with user-management view). */
    roleOptions: build.query<RoleOption[], void>({
      query: () => ({ url: apiUrl(ROLE_PATHS.list), params: { projection: 'summary', limit: LIMIT } }),
      transformResponse: (r: { data: TListPage<RoleOption> }) => r.data.items,
      providesTags: [{ type: 'Role', id: 'LIST' }],
    }),
  }),
});

export const { useLobOptionsQuery, useRequisitionOptionsQuery, useRoleOptionsQuery } = lookupsApi;
