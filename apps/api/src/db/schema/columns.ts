// Millisecond precision: keyset cursors carry JS dates, which hold milliseconds.
import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();

/**
 * What an applicant list's search matches, lower-cased and kept by the database (migration 0037):
 * the full name ("first last"), the email and the phone digits, one per line. A search term never
 * holds a line break (escaped wildcards neither), so `%term%` matches this column exactly when it
 * matches one of the three; one trigram index and one comparison per row replace three ILIKEs.
 */
export const applicantSearchText = () =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs(
      sql`lower("first_name" || ' ' || "last_name") || E'\\n' || lower("email") || E'\\n' || "phone_digits"`,
    );
