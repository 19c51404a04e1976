import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_EMAIL_TEMPLATES, renderEmailTemplate } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const body = {
  name: 'Second interview',
  purpose: 'invitation',
  language: 'en',
  subject: 'Hi {{first_name}}: {{job_title}}',
  body: 'Dear {{candidate_name}},\n\nSee {{job_link}}.',
};

describe('email templates', () => {
  it('starts with the seeded defaults for every purpose in English and Spanish', async () => {
    const res = await call(t.app, 'GET', '/api/email-templates/list', { token: admin });
    expect(res.status).toBe(200);
    const keys = res.body.data.map(
      (x: { purpose: string; language: string }) => `${x.purpose}/${x.language}`,
    );
    for (const d of DEFAULT_EMAIL_TEMPLATES) expect(keys).toContain(`${d.purpose}/${d.language}`);
    const es = await call(t.app, 'GET', '/api/email-templates/list?purpose=decline&language=es', {
      token: admin,
    });
    expect(es.body.data).toHaveLength(1);
    expect(es.body.data[0].subject).toContain('{{job_title}}');
  });

  it('creates, updates and deletes a template, each audited', async () => {
    const created = await call(t.app, 'POST', '/api/email-templates/create', { token: admin, body });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const updated = await call(t.app, 'PUT', `/api/email-templates/update/${id}`, {
      token: admin,
      body: { ...body, language: 'es', subject: 'Hola {{first_name}}' },
    });
    expect(updated.body.data).toMatchObject({ language: 'es', subject: 'Hola {{first_name}}' });
    expect((await call(t.app, 'DELETE', `/api/email-templates/delete/${id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/api/email-templates/get/${id}`, { token: admin })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/email-templates/delete/${id}`, { token: admin })).status).toBe(
      404,
    );
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'email-template' and entity_id = ${id}`,
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses unknown merge fields, a bad purpose or language with 400 and field errors', async () => {
    const res = await call(t.app, 'POST', '/api/email-templates/create', {
      token: admin,
      body: { ...body, subject: 'Hi {{firstname}}', body: '{{salary}} and {{job_title}}' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^subject: unknown merge field: \{\{firstname\}\}/),
        expect.stringMatching(/^body: unknown merge field: \{\{salary\}\}/),
      ]),
    );
    const bad = await call(t.app, 'POST', '/api/email-templates/create', {
      token: admin,
      body: { ...body, purpose: 'hire', language: 'fr' },
    });
    expect(bad.status).toBe(400);
  });

  it('declares view, edit and delete: a viewer may list but not change; trackers may pick', async () => {
    const viewer = await userWith(t.app, { 'email-templates': ['view'] });
    expect((await call(t.app, 'GET', '/api/email-templates/list', { token: viewer.token })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/email-templates/create', { token: viewer.token, body })).status,
    ).toBe(403);
    const recruiter = await userWith(t.app, { 'req-applicant-tracker': ['view', 'edit'] });
    expect((await call(t.app, 'GET', '/api/email-templates/list', { token: recruiter.token })).status).toBe(
      200,
    );
    const nobody = await userWith(t.app, { dashboard: ['view'] });
    expect((await call(t.app, 'GET', '/api/email-templates/list', { token: nobody.token })).status).toBe(403);
  });
});

describe('migration 0035: the seeded Spanish templates say usted', () => {
  const spanish = DEFAULT_EMAIL_TEMPLATES.filter((d) => d.language === 'es');
  // The text migration 0016 seeded, read from that migration: what an older database still holds.
  const seededIn0016 = (purpose: string) => {
    const file = readFileSync(
      join(__dirname, '../../db/migrations/0016_email-template-defaults.sql'),
      'utf8',
    );
    const row = new RegExp(`\\('[^']*', '${purpose}', 'es', '((?:[^']|'')*)', '((?:[^']|'')*)'\\)`).exec(
      file,
    );
    if (!row) throw new Error(`no Spanish ${purpose} row in 0016`);
    return { subject: row[1]!.replaceAll("''", "'"), body: row[2]!.replaceAll("''", "'") };
  };
  const run0035 = async () => {
    const file = readFileSync(
      join(__dirname, '../../db/migrations/0035_spanish-templates-usted.sql'),
      'utf8',
    );
    for (const statement of file.split('--> statement-breakpoint')) {
      if (statement.replace(/^--.*$/gm, '').trim()) await t.database.db.execute(sql.raw(statement));
    }
  };
  const rowOf = async (id: string) =>
    (
      await queryRows<{ subject: string; body: string }>(
        t.database.db,
        sql`select subject, body from email_templates where id = ${id}`,
      )
    )[0]!;

  it('a new installation starts with usted in every Spanish template', async () => {
    const res = await call(t.app, 'GET', '/api/email-templates/list?language=es', { token: admin });
    for (const d of spanish) {
      expect(res.body.data).toContainEqual(expect.objectContaining({ subject: d.subject, body: d.body }));
      expect(`${d.subject}\n${d.body}`).not.toMatch(/(^|[^\p{L}])(tu|tus|te|ti|contigo)(?![\p{L}])/iu);
    }
  });

  it('rewrites a seeded row still holding the old text and leaves an edited one as staff wrote it', async () => {
    const untouched: Record<string, string> = {};
    for (const d of spanish) {
      const old = seededIn0016(d.purpose);
      expect(old.body).not.toBe(d.body);
      const [row] = await queryRows<{ id: string }>(
        t.database.db,
        sql`insert into email_templates (name, purpose, language, subject, body)
            values (${d.name}, ${d.purpose}, 'es', ${old.subject}, ${old.body}) returning id`,
      );
      untouched[d.purpose] = row!.id;
    }
    const decline = seededIn0016('decline');
    const editedBody = decline.body.replace('Hola', 'Buenos días');
    const [edited] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into email_templates (name, purpose, language, subject, body)
          values ('Rechazo propio', 'decline', 'es', ${decline.subject}, ${editedBody}) returning id`,
    );

    await run0035();

    for (const d of spanish) {
      expect(await rowOf(untouched[d.purpose]!)).toEqual({ subject: d.subject, body: d.body });
    }
    expect(await rowOf(edited!.id)).toEqual({ subject: decline.subject, body: editedBody });
  });
});

describe('rendering with merge fields', () => {
  const values = {
    candidate_name: 'Ana <script>alert(1)</script> Reyes',
    first_name: 'Ana "A&B"',
    job_title: 'Agent\r\nBcc: victim@example.com',
    job_link: 'https://ats.example.com/interviews/requisition/1',
  };
  const out = renderEmailTemplate(
    {
      subject: 'Interview: {{job_title}} for {{ first_name }}',
      body: 'Hello {{candidate_name}}\n\n<b>{{job_link}}</b>{{unknown}}',
    },
    values,
  );

  it('fills every field; unknown ones render empty', () => {
    expect(out.text).toBe(
      'Hello Ana <script>alert(1)</script> Reyes\n\n<b>https://ats.example.com/interviews/requisition/1</b>',
    );
  });

  it('escapes the HTML part: both the template and the values', () => {
    expect(out.html).toBe(
      '<p>Hello Ana &lt;script&gt;alert(1)&lt;/script&gt; Reyes</p>\n<p>&lt;b&gt;https://ats.example.com/interviews/requisition/1&lt;/b&gt;</p>',
    );
    expect(out.html).not.toContain('<script>');
  });

  it('keeps the subject on one line (no header injection)', () => {
    expect(out.subject).toBe('Interview: Agent Bcc: victim@example.com for Ana "A&B"');
    expect(out.subject).not.toMatch(/[\r\n]/);
  });
});
