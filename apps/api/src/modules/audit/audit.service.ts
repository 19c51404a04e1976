import type { Db } from '../../db/client';
import { type AuditEntry, insertAuditEntries } from './audit.repo';

const SECRET_FIELDS = new Set(['password', 'passwordHash', 'token', 'tokenHash', 'confirmPassword']);

const normalize = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** Fields whose values differ, as `{ field: [before, after] }`; secrets are never recorded. */
export const diffOf = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (SECRET_FIELDS.has(key) || key === 'updatedAt') continue;
    const a = normalize(before[key]);
    const b = normalize(after[key]);
    if (JSON.stringify(a) !== JSON.stringify(b)) out[key] = [a ?? null, b ?? null];
  }
  return out;
};

/** The created values, without secrets or empty fields. */
export const snapshotOf = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([k, v]) => !SECRET_FIELDS.has(k) && v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, normalize(v)]),
  );

/** Writes audit entries; call it with the transaction that made the change so both land or neither. */
export const recordAudit = (db: Db, ...entries: AuditEntry[]) => insertAuditEntries(db, entries);
export type { AuditEntry };

/** Audits an update with the fields that changed (secrets left out); writes nothing when none did. */
export const recordChanges = async (
  db: Db,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  entry: Omit<AuditEntry, 'diff' | 'action'> & { action?: AuditEntry['action'] },
) => {
  const diff = diffOf(before, after);
  if (Object.keys(diff).length) await recordAudit(db, { action: 'update', ...entry, diff });
};
