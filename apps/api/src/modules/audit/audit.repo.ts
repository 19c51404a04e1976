import type { TAuditAction } from '@ats/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: string | null;
  action: TAuditAction;
  entityType: string;
  entityId: string;
  diff?: Record<string, unknown>;
  ip?: string | null;
}

export const insertAuditEntries = async (db: Db, entries: AuditEntry[]) => {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actorId: e.actorId,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      diff: e.diff ?? {},
      ip: e.ip ?? null,
    })),
  );
};
