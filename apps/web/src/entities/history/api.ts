import type { TAuditLogEntry, THistoryEntityType, TListPage } from '@ats/contract';
import { AUDIT_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, type TagType } from '../../shared/base-api';
import { keysetPaging, keysetRequest, unwrapList } from '../../shared/list';

interface HistorySubject {
  entityType: THistoryEntityType;
  entityId: string;
}

/** The entity's own tag: a change saved on its page refreshes its History too. */
const ENTITY_TAG: Record<THistoryEntityType, TagType> = {
  requisition: 'Requisition',
  'requisition-applicant': 'RequisitionApplicant',
  applicant: 'Applicant',
  class_request: 'ClassRequest',
  prompt: 'Prompt',
};

const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    entityHistory: build.infiniteQuery<TListPage<TAuditLogEntry>, HistorySubject, string | null>({
      query: keysetRequest(apiUrl(AUDIT_PATHS.history)) as never,
      transformResponse: unwrapList<TAuditLogEntry>,
      infiniteQueryOptions: keysetPaging<TAuditLogEntry>(),
      providesTags: (_r, _e, s) => [
        { type: 'AuditLog', id: `${s.entityType}:${s.entityId}` },
        { type: ENTITY_TAG[s.entityType], id: s.entityId },
      ],
    }),
  }),
});

export const { useEntityHistoryInfiniteQuery } = historyApi;
