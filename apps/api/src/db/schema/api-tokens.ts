import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { users } from './users';

/**
 * Machine clients' bearer tokens. Each acts through its own principal: a users row that cannot
 * sign in (no password, inactive, never listed) holding the token's role and lines of business,
 * so the permission matrix, record scopes and audit actors work unchanged
 * (docs/decisions/api-tokens.md).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    name: text('name').notNull(),
    principalId: uuid('principal_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    expiresAt: tstz('expires_at'),
    ipAllowList: jsonb('ip_allow_list').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [index('api_tokens_principal_idx').on(t.principalId)],
);
