import type { TEmailTemplate, TEmailTemplateCreate, TEmailTemplateListQuery } from '@ats/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { isoRequired } from '../../lib/dates';

type Row = typeof emailTemplates.$inferSelect;

export const toEmailTemplate = (r: Row): TEmailTemplate => ({
  id: r.id,
  name: r.name,
  purpose: r.purpose as TEmailTemplate['purpose'],
  language: r.language as TEmailTemplate['language'],
  subject: r.subject,
  body: r.body,
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});

export const listEmailTemplates = (db: Db, q: TEmailTemplateListQuery) =>
  db
    .select()
    .from(emailTemplates)
    .where(
      and(
        q.purpose ? eq(emailTemplates.purpose, q.purpose) : undefined,
        q.language ? eq(emailTemplates.language, q.language) : undefined,
      ),
    )
    .orderBy(
      asc(emailTemplates.purpose),
      asc(emailTemplates.language),
      asc(sql`lower(${emailTemplates.name})`),
    )
    .limit(500);

export const findEmailTemplate = async (db: Db, id: string) => {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  return row;
};

/** The first template of a purpose, in the language when there is one, else English. */
export const defaultTemplateFor = async (db: Db, purpose: string, language = 'en') => {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.purpose, purpose))
    .orderBy(asc(emailTemplates.createdAt), asc(emailTemplates.id));
  return rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'en') ?? rows[0];
};

/**
 * The chosen template as the email goes out in `language`: itself when written in it, else its
 * counterpart (the same purpose in that language, one of the same name first), else itself.
 */
export const templateInLanguage = async (db: Db, template: Row, language: string) => {
  if (template.language === language) return template;
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.purpose, template.purpose), eq(emailTemplates.language, language)))
    .orderBy(asc(emailTemplates.createdAt), asc(emailTemplates.id));
  return rows.find((r) => r.name === template.name) ?? rows[0] ?? template;
};

export const insertEmailTemplate = async (db: Db, values: TEmailTemplateCreate & { createdBy: string }) => {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  return row!;
};

export const updateEmailTemplate = async (db: Db, id: string, values: TEmailTemplateCreate) => {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(emailTemplates.id, id))
    .returning();
  return row;
};

export const deleteEmailTemplate = async (db: Db, id: string) => {
  const rows = await db
    .delete(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
};
