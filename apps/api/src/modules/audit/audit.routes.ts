import {
  AUDIT_PATHS,
  type TAuditLogEntry,
  ZAuditActorOption,
  ZAuditHistoryQuery,
  ZAuditLogEntry,
  ZAuditLogExportQuery,
  ZAuditLogListQuery,
  ZEnvelope,
  ZListPage,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, csvStream } from '../../lib/list/csv';
import { sendCsv } from '../../lib/list/csv-reply';
import { callerOf } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { assertMayViewHistory } from './audit-history.service';
import { auditActors, listAuditLog, streamAuditLog } from './audit-log.repo';

const view = { access: { permission: { menuItem: 'audit-log', op: 'view' } } } as const;

const CSV_COLUMNS: CsvColumn<TAuditLogEntry>[] = [
  { header: 'When', value: (r) => r.createdAt },
  { header: 'Actor', value: (r) => r.actor?.name ?? '' },
  { header: 'Actor email', value: (r) => r.actor?.email ?? '' },
  { header: 'Action', value: (r) => r.action },
  { header: 'Entity type', value: (r) => r.entityType },
  { header: 'Entity id', value: (r) => r.entityId },
  { header: 'From address', value: (r) => r.ip ?? '' },
  { header: 'Changes', value: (r) => JSON.stringify(r.diff) },
];

/**
 * The audit log screen's calls (docs/decisions/audit.md#audit-log-screen). Read-only by design: there is no
 * route that edits or deletes an entry; entries are written only by the services' transactions.
 */
export const auditRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['audit-log'];
    app.get(
      AUDIT_PATHS.list,
      {
        config: view,
        schema: { tags, querystring: ZAuditLogListQuery, response: { 200: ZListPage(ZAuditLogEntry) } },
      },
      async (req) => ({ data: await listAuditLog(deps.db, req.query) }),
    );
    app.get(
      AUDIT_PATHS.export,
      { config: view, schema: { tags, querystring: ZAuditLogExportQuery } },
      async (req, reply) => {
        const stream = await csvStream(CSV_COLUMNS, streamAuditLog(deps.db, req.query));
        return sendCsv(reply, 'audit-log', stream);
      },
    );
    app.get(
      AUDIT_PATHS.history,
      {
        // An entity page's History panel: open to whoever may view that entity (checked in the
        // handler per entity type: the list's view permission, then the entity in scope).
        config: { access: { signedIn: true } },
        schema: { tags, querystring: ZAuditHistoryQuery, response: { 200: ZListPage(ZAuditLogEntry) } },
      },
      async (req, reply) => {
        const { entityType, entityId, limit, paginationKey } = req.query;
        await assertMayViewHistory(deps.db, callerOf(req), entityType, entityId);
        reply.header('cache-control', 'private, no-store');
        const page = await listAuditLog(deps.db, {
          entityType: [entityType],
          entityId,
          action: [],
          actor: [],
          limit,
          paginationKey,
        });
        // The network address stays on the administrators' audit log screen.
        return { data: { ...page, items: page.items.map((e) => ({ ...e, ip: null })) } };
      },
    );
    app.get(
      AUDIT_PATHS.actors,
      {
        config: view,
        schema: { tags, response: { 200: ZEnvelope(z.object({ items: z.array(ZAuditActorOption) })) } },
      },
      async () => ({ data: { items: await auditActors(deps.db) } }),
    );
  };
