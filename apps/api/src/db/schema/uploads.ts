import { bigint, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { users } from './users';

/**
 * Every file a presigned URL was issued for. A record may point at an upload only once its
 * bytes were checked (status `verified`); `rejected` uploads are deleted from storage. A verified
 * upload pins what was checked (size, S3 ETag, SHA-256 of the checked bytes) so a later
 * overwrite of the object is refused (docs/decisions/uploads.md#single-use-urls-and-pinned-objects).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Built by the server: `staff/<kind>/<uuid>/<name>` or `applicants/<id>/<kind>/<uuid>/<name>`. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    ext: text('ext').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** pending | receiving (a local PUT is writing it; the URL is spent) | verified | rejected. */
    status: text('status').notNull().default('pending'),
    size: bigint('size', { mode: 'number' }),
    /** The store's version tag of the checked object (S3 ETag); null for local files (write-once). */
    etag: text('etag'),
    /** Hex SHA-256 of the bytes the content check read (the head, or the whole file for text types). */
    sha256: text('sha256'),
    /** Who asked for a public (candidate) upload URL: counts towards the per-address quota. */
    clientAddress: text('client_address'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Candidate uploads (public flows) belong to the applicant who made them. */
    ownerApplicantId: uuid('owner_applicant_id'),
    createdAt: createdAt(),
    verifiedAt: tstz('verified_at'),
  },
  (t) => [
    uniqueIndex('uploads_key_unique').on(t.key),
    index('uploads_owner_user_idx').on(t.ownerUserId),
    index('uploads_owner_applicant_idx').on(t.ownerApplicantId),
    index('uploads_client_address_idx').on(t.clientAddress, t.createdAt),
  ],
);

/**
 * Bytes the public (sign-in free) uploads took per hour: one row per client address and one for
 * everyone (`*`), so every replica counts against the same budget
 * (docs/decisions/uploads.md#byte-budgets-for-public-uploads).
 */
export const uploadByteBudgets = pgTable(
  'upload_byte_budgets',
  {
    scope: text('scope').notNull(),
    windowStart: tstz('window_start').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.windowStart] })],
);
