import type { TAuditActorOption, TAuditLogEntry, TListPage } from '@ats/contract';
import { AUDIT_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

const auditLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.infiniteQuery<TListPage<TAuditLogEntry>, ListQueryArg, string | null>({
      query: keysetRequest(apiUrl(AUDIT_PATHS.list)),
      transformResponse: unwrapList<TAuditLogEntry>,
      infiniteQueryOptions: keysetPaging<TAuditLogEntry>(),
    }),
    auditActors: build.query<TAuditActorOption[], void>({
      query: () => apiUrl(AUDIT_PATHS.actors),
      transformResponse: (r: { data: { items: TAuditActorOption[] } }) => r.data.items,
    }),
  }),
});
export const { useListAuditLogInfiniteQuery, useAuditActorsQuery } = auditLogApi;
