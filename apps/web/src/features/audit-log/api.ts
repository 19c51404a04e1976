import type { TAuditActorOption, TAuditLogEntry, TListPage } from '@ats/contract';
import { baseApi } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

export const auditLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.infiniteQuery<TListPage<TAuditLogEntry>, ListQueryArg, string | null>({
      query: keysetRequest('/audit-log/list'),
      transformResponse: unwrapList<TAuditLogEntry>,
      infiniteQueryOptions: keysetPaging<TAuditLogEntry>(),
    }),
    auditActors: build.query<TAuditActorOption[], void>({
      query: () => '/audit-log/actors',
      transformResponse: (r: { data: { items: TAuditActorOption[] } }) => r.data.items,
    }),
  }),
});
export const { useListAuditLogInfiniteQuery, useAuditActorsQuery } = auditLogApi;
