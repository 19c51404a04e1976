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
