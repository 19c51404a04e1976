import { ZApplicantInterview, ZResumeScreenResult } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatServer,
  startChatServer,
} from '../../adapters/ai/openai/chat-completions-server.test-helper';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { mailedToken, setupInterviewFixtures } from '../interviews/interviews.test-helper';
import { PERSONAS, renderPdf, type Style } from '../resume-parsing';

// biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies field by field.
type Json = Record<string, any>;

const STYLE: Style = {
  dates: 'Mon YYYY',
  present: 'Present',
  headings: 'upper',
  names: 0,
  workHeader: 'position-company',
  bullet: '•',
  skills: 'comma',
  languages: 'parens',
};
const maria = PERSONAS.find((p) => p.id === 'ph-csr')!;
const CRITERIA = {
  requiredSkills: ['Zendesk', 'Kubernetes'],
  niceToHaveSkills: ['Salesforce'],
  minYearsExperience: 3,
  minEducationLevel: 'bachelor',
  requiredLanguages: ['English'],
  countries: ['philippines'],
};

let server: ChatServer;
let pdf: Buffer;
beforeAll(async () => {
  server = await startChatServer();
  pdf = await renderPdf(maria, STYLE, 2);
});
afterAll(() => server.close());

const PROVIDERS = [
  { name: 'built-in', env: () => ({ AI_BUILTIN_CHUNK_DELAY_MS: '0' }), model: 'rules-v1' },
  {
    name: 'openai-compatible',
    env: () => ({
      AI_BASE_URL: server.baseUrl,
      AI_API_KEY: 'k',
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
    }),
    model: 'test-model',
  },
] as const;

describe.each(PROVIDERS)('resume-profile interviews with the $name provider', ({ name, env, model }) => {
  let t: TestApp;
  let admin: string;
  let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
  let promptId: string;
  let pinnedVersionId: string;

  const post = async (url: string, body: unknown, token: string | null = admin) => {
    const res = await call(t.app, 'POST', url, { token: token ?? undefined, body });
    return res;
  };
  const profile = async (extra: Json = {}) => {
    const res = await post('/api/resume-profiles/create', {
      name: `Voice agents ${Math.random().toString(36).slice(2, 8)}`,
      description: '',
      passThreshold: 60,
      prompts: [promptId],
      criteria: { ...CRITERIA, promptVersions: [{ promptId, versionId: pinnedVersionId }] },
      ...extra,
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data.id as string;
  };
  /** A sent interview and the candidate's token (read from the mail, the only place it exists). */
  const sent = async (profileId: string, who: string) => {
    const applicantId = await fx.reqApplicant(fx.reqA, who);
    const res = await post('/api/applicant-interviews/create', {
      type: 'resume-profile',
      applicantId,
      applicantKind: 'requisition',
      referenceId: profileId,
      send: true,
    });
    expect(res.status, res.text).toBe(200);
    return {
      id: res.body.data.id as string,
      applicantId,
      token: await mailedToken(t, `${who.toLowerCase()}@example.com`),
    };
  };
  const uploadAsCandidate = async (token: string) => {
    const up = await post(
      `/api/resume-interviews/upload-url/${token}`,
      { s3Key: 'resume/Maria Santos.pdf', size: pdf.length },
      null,
    );
    expect(up.status, up.text).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: up.body.data.presignedUrl,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(200);
    return up.body.data.s3Key as string;
  };
  const submitAs = async (token: string, selfId?: Json) => {
    const s3Key = await uploadAsCandidate(token);
    const parsed = await post(`/api/resume-interviews/parse/${token}`, { s3Key }, null);
    expect(parsed.status, parsed.text).toBe(200);
    const resume = parsed.body.data.parsed.resume;
    const confirmed = { ...resume, basics: { ...resume.basics, name: 'María Clara Santos' } };
    const res = await call(t.app, 'PUT', `/api/resume-interviews/submit/${token}`, {
      body: { s3Key, resume: confirmed, ...(selfId ? { selfId } : {}) },
    });
    return { res, parsed: parsed.body.data };
  };

  beforeAll(async () => {
    t = await createTestApp(env());
    admin = await adminToken(t.app);
    fx = await setupInterviewFixtures(t, admin);
    const created = await post('/api/prompts/create', {
      name: `Screen ${name}`,
      purpose: 'resume-screening',
      definition:
        'Required skills: Zendesk, Salesforce\nAt least 3 years.\nDoes the candidate fit?\n{{resume}}',
    });
    expect(created.status, created.text).toBe(200);
    promptId = created.body.data.id;
    pinnedVersionId = created.body.data.current.id;
    // A newer current version exists; the profile pins the first one.
    const v2 = await post('/api/prompts/versions/save', {
      promptId,
      definition: 'Required skills: Kubernetes\n{{resume}}',
    });
    expect(v2.status, v2.text).toBe(200);
    server.setDefault({
      kind: 'answer',
      text: JSON.stringify({
        score: 80,
        met: true,
        reason: 'Five years of Zendesk support.',
        evidence: ['Used Salesforce and Zendesk daily', 'a quote the resume does not contain'],
      }),
    });
  });
  afterAll(() => t.close());

  it('the candidate parses a two-column PDF, corrects a field and submits; the verdict is explainable', async () => {
    const profileId = await profile();
    const { id, token } = await sent(profileId, `Maria${name.length}`);
    const open = await call(t.app, 'GET', `/api/resume-interviews/open/${token}`);
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ phase: 'sent', closedReason: null, resumeOnFile: null });
    expect(JSON.stringify(open.body.data)).not.toContain(id);

    const { res, parsed } = await submitAs(token, { gender: 'woman', ageBand: '25-39' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ submitted: true });
    expect(parsed.parsed).toMatchObject({ status: 'parsed', columns: 2 });
    expect(parsed.parsed.resume.basics.name).toBe('Maria Santos');

    const view = await call(t.app, 'GET', `/api/applicant-interviews/view/${id}`, { token: admin });
    expect(view.status, view.text).toBe(200);
    const i = ZApplicantInterview.parse(view.body.data);
    expect(i).toMatchObject({ status: 'evaluated', phase: 'evaluated' });
    const r = ZResumeScreenResult.parse(i.result);
    expect(r.resume.basics.name).toBe('María Clara Santos');
    expect(r.corrected).toContain('basics.name');
    expect(r.file).toMatchObject({ fileName: 'Maria Santos.pdf', columns: 2 });
    expect(r.provider).toBe(name);
    expect(r.verdict.inputHash).toMatch(/^[0-9a-f]{64}$/);
    const by = Object.fromEntries(r.verdict.criteria.map((c) => [c.label, c]));
    expect(by['Required skill: Zendesk']).toMatchObject({ status: 'met' });
    expect(by['Required skill: Zendesk']!.evidence.join(' ')).toContain('Zendesk');
    expect(by['Required skill: Kubernetes']).toMatchObject({ status: 'not-met', evidence: [] });
    expect(by['Lives in Philippines']).toMatchObject({ status: 'met' });
    const prompt = r.verdict.criteria.find((c) => c.kind === 'prompt')!;
    expect(prompt.prompt).toMatchObject({ promptId, versionId: pinnedVersionId, versionNumber: 1, model });
    if (name === 'openai-compatible') {
      expect(prompt).toMatchObject({ status: 'met', reason: 'Five years of Zendesk support.' });
      // Quotes the model made up are dropped: evidence is resume text only.
      expect(prompt.evidence).toEqual(['Used Salesforce and Zendesk daily']);
    }
    const calls = await queryRows<{ prompt_version_id: string; provider: string; model: string }>(
      t.database.db,
      sql`select prompt_version_id, provider, model from ai_calls where id = ${prompt.prompt!.callId}`,
    );
    expect(calls).toEqual([{ prompt_version_id: pinnedVersionId, provider: name, model }]);
    // Knock-outs are listed, but this profile does not decline: the applicant keeps their status.
    expect(r.verdict.knockOuts).toContain('Required skill: Kubernetes');
    expect(r.declined).toBeNull();
    expect(r.outcome).toBe(r.verdict.score >= 60 ? 'passed' : 'failed');
    expect(i.score).toBe(r.verdict.score);
    // Self-identification is stored apart and never shown to reviewers.
    expect(view.text).not.toMatch(/woman|ageBand|25-39/);
    const selfIds = await queryRows<{ attributes: Json }>(
      t.database.db,
      sql`select attributes from self_identifications where interview_id = ${id}`,
    );
    expect(selfIds).toEqual([{ attributes: { gender: 'woman', ageBand: '25-39' } }]);

    const again = await call(t.app, 'PUT', `/api/resume-interviews/submit/${token}`, {
      body: { s3Key: parsed.s3Key, resume: parsed.parsed.resume },
    });
    expect(again.status).toBe(409);
  });

  it('a rule knock-out declines with the reason the profile names; the applicant is audited', async () => {
    if (name !== 'built-in') return;
    const profileId = await profile({ criteria: { ...CRITERIA, knockOutReason: 'DEC002' } });
    const { id, applicantId, token } = await sent(profileId, 'Knocked');
    const { res } = await submitAs(token);
    expect(res.status, res.text).toBe(200);
    const view = await call(t.app, 'GET', `/api/applicant-interviews/view/${id}`, { token: admin });
    expect(view.body.data.result.declined).toEqual({
      reason: 'DEC002',
      knockOuts: expect.arrayContaining(['Required skill: Kubernetes']),
    });
    const applicant = await call(t.app, 'GET', `/api/requisitions/applicant/get/${applicantId}`, {
      token: admin,
    });
    expect(applicant.body.data).toMatchObject({ status: 'declined', reason: 'DEC002' });
    const audit = await queryRows<{ diff: Json }>(
      t.database.db,
      sql`select diff from audit_log where entity_id = ${applicantId} and action = 'status_change'`,
    );
    expect(audit.map((a) => a.diff.by)).toEqual(['resume-profile knock-out rules']);
  });

  it('a recruiter overrides the verdict with a note: kept next to the verdict, audited', async () => {
    if (name !== 'built-in') return;
    const profileId = await profile();
    const { id, token } = await sent(profileId, 'Override');
    expect((await submitAs(token)).res.status).toBe(200);
    const before = (await call(t.app, 'GET', `/api/applicant-interviews/view/${id}`, { token: admin })).body
      .data;
    const target = before.outcome === 'passed' ? 'failed' : 'passed';

    const noNote = await post(`/api/resume-interviews/override/${id}`, { outcome: target, note: '' });
    expect(noNote.status).toBe(400);
    // The generic evaluate (no note needed) is refused for resume verdicts.
    const evaluate = await post(`/api/applicant-interviews/evaluate/${id}`, { outcome: target });
    expect(evaluate.status).toBe(409);
    const ok = await post(`/api/resume-interviews/override/${id}`, {
      outcome: target,
      note: 'Kubernetes is not needed for this class; Zendesk experience is strong.',
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ outcome: target, evaluatedByName: expect.any(String) });
    expect(ok.body.data.result.override).toMatchObject({
      outcome: target,
      previousOutcome: before.outcome,
      note: expect.stringContaining('Kubernetes'),
    });
    expect(ok.body.data.result.verdict).toEqual(before.result.verdict);
    const audit = await queryRows<{ actor_id: string | null; diff: Json }>(
      t.database.db,
      sql`select actor_id, diff from audit_log where entity_id = ${id} and action = 'interview_evaluate' order by created_at`,
    );
    expect(audit.at(-1)!.actor_id).not.toBeNull();
    expect(audit.at(-1)!.diff).toMatchObject({ override: true, outcome: [before.outcome, target] });

    const unknownLink = await call(t.app, 'GET', `/api/resume-interviews/open/${'x'.repeat(43)}`);
    expect(unknownLink.status).toBe(404);
  });
});
