import { and, count, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export const insertUpload = async (db: Db, values: typeof uploads.$inferInsert) => {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
};

export const findUploadByKey = async (db: Db, key: string) => {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
};

export const findUploadsByIds = async (db: Db, ids: string[]) =>
  ids.length ? db.select().from(uploads).where(inArray(uploads.id, ids)) : [];

/** What a verified upload pins: the checked object's size, version tag and SHA-256. */
export interface UploadPin {
  size: number;
  etag: string | null;
  sha256: string;
}

/** Marks an upload verified with its pin, only from one of the given statuses (undefined when it had moved on). */
export const markVerified = async (db: Db, id: string, pin: UploadPin, from: string[]) => {
  const [row] = await db
    .update(uploads)
    .set({ ...pin, status: 'verified', verifiedAt: sql`now()` })
    .where(and(eq(uploads.id, id), inArray(uploads.status, from)))
    .returning();
  return row;
};

export const markRejected = (db: Db, id: string) =>
  db.update(uploads).set({ status: 'rejected', verifiedAt: null }).where(eq(uploads.id, id));

/** The same bytes under a new version tag (e.g. the bucket was copied): the pin follows. */
export const updateEtag = (db: Db, id: string, etag: string | null) =>
  db.update(uploads).set({ etag }).where(eq(uploads.id, id));

/**
 * Spends a local upload URL: pending → receiving, atomically, so only one PUT ever writes the key.
 * Undefined when the upload is unknown or its URL was already used.
 */
export const claimForReceiving = async (db: Db, key: string) => {
  const [row] = await db
    .update(uploads)
    .set({ status: 'receiving' })
    .where(and(eq(uploads.key, key), eq(uploads.status, 'pending')))
    .returning();
  return row;
};

/** A PUT that stored nothing (too large, connection lost) gives the URL back. */
export const releaseReceiving = (db: Db, id: string) =>
  db
    .update(uploads)
    .set({ status: 'pending' })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'receiving')));

/**
 * Serialises public presigns per address and per application (PostgreSQL advisory locks held
 * until the transaction ends), so concurrent requests cannot overshoot the quota.
 */
export const lockPublicUploadQuota = async (tx: Db, address: string, applicantId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:address:${address}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:applicant:${applicantId}`}))`);
};

/** Uploads since `since` by one address and for one application: how many and the oldest. */
export const recentPublicUploads = async (tx: Db, address: string, applicantId: string, since: Date) => {
  const of = async (where: ReturnType<typeof eq>) => {
    const [row] = await tx
      .select({ n: count(), oldest: min(uploads.createdAt) })
      .from(uploads)
      .where(and(where, gt(uploads.createdAt, since)));
    return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
  };
  return {
    byAddress: await of(eq(uploads.clientAddress, address)),
    byApplicant: await of(eq(uploads.ownerApplicantId, applicantId)),
  };
};

export const findUploadsByKeyPrefix = (db: Db, prefix: string) =>
  db
    .select()
    .from(uploads)
    .where(sql`${uploads.key} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
