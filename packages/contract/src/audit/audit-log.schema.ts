import { z } from 'zod';
import { queryList, ZListQuery } from '../common/envelope';
import { ZLine } from '../common/text';
import { AUDIT_ACTIONS } from './audit.schema';

/** Entity types the services write, with the label the audit log screen shows. */
export const AUDIT_ENTITY_TYPES = {
  requisition: { label: 'Requisition' },
  'requisition-applicant': { label: 'Requisition applicant' },
  applicant: { label: 'Manual applicant' },
  candidate: { label: 'Candidate' },
  'applicant-interview': { label: 'Interview' },
  'test-result': { label: 'Test result' },
  'public-recording': { label: 'Public recording' },
  class_request: { label: 'Class request' },
  prompt: { label: 'Prompt' },
  line_of_business: { label: 'Line of business' },
  user: { label: 'User' },
  role: { label: 'Role' },
  'api-token': { label: 'API token' },
  'webhook-endpoint': { label: 'Webhook endpoint' },
  'candidate-export': { label: 'Candidate data export' },
} as const;

export const ZAuditAction = z.enum(AUDIT_ACTIONS);

/** `GET /api/audit-log/list` and `/export`: newest first, keyset pages. */
export const ZAuditLogListQuery = ZListQuery.omit({ sort: true }).extend({
  sort: z.enum(['-createdAt', 'createdAt']).optional(),
  actor: queryList(z.uuid()),
  /** Free text: the services also write types not listed above. */
  entityType: queryList(ZLine('Entity type').min(1).max(60)),
  entityId: ZLine('Entity id').min(1).max(200).optional(),
  action: queryList(ZAuditAction),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
});
export type TAuditLogListQuery = z.input<typeof ZAuditLogListQuery>;
export type TAuditLogListArgs = z.output<typeof ZAuditLogListQuery>;
export const ZAuditLogExportQuery = ZAuditLogListQuery.omit({ limit: true, paginationKey: true });

export const ZAuditLogEntry = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  ip: z.string().nullable(),
  /** Changed fields as `{ field: [before, after] }`, or the created values. */
  diff: z.record(z.string(), z.unknown()),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

/** The actor filter's options: users who appear in the log. */
export const ZAuditActorOption = z.object({ id: z.uuid(), name: z.string() });
export type TAuditActorOption = z.infer<typeof ZAuditActorOption>;

/**
 * Entity pages with a History panel (`GET /api/audit-log/history`), and the list whose view
 * permission (and line-of-business / small-teams scope) opens an entity's history.
 */
export const HISTORY_ENTITIES = {
  requisition: { menuItem: 'requisitions' },
  'requisition-applicant': { menuItem: 'req-applicant-tracker' },
  applicant: { menuItem: 'applicant-tracker' },
  class_request: { menuItem: 'class-requests' },
  prompt: { menuItem: 'prompt-library' },
} as const;
export type THistoryEntityType = keyof typeof HISTORY_ENTITIES;
export const ZHistoryEntityType = z.enum(
  Object.keys(HISTORY_ENTITIES) as [THistoryEntityType, ...THistoryEntityType[]],
);

/** `GET /api/audit-log/history`: one entity's entries, newest first, keyset pages. */
export const ZAuditHistoryQuery = ZListQuery.pick({ limit: true, paginationKey: true }).extend({
  entityType: ZHistoryEntityType,
  entityId: z.uuid(),
});
export type TAuditHistoryQuery = z.input<typeof ZAuditHistoryQuery>;
