import { randomUUID } from 'node:crypto';
import { ZTestResult } from '@ats/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantInterviews, selfIdentifications } from '../../db/schema';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { mailedToken, setupInterviewFixtures } from '../interviews/interviews.test-helper';
import { PERSONAS, renderPdf } from '../resume-parsing';

// biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies field by field.
type Json = Record<string, any>;

let t: TestApp;
let admin: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
let profileId: string;

beforeAll(async () => {
  t = await createTestApp({ AI_BUILTIN_CHUNK_DELAY_MS: '0' });
  admin = await adminToken(t.app);
  fx = await setupInterviewFixtures(t, admin);
  const res = await call(t.app, 'POST', '/api/resume-profiles/create', {
    token: admin,
    body: {
      name: 'Chat agents',
      description: '',
      passThreshold: 50,
      prompts: [],
      criteria: { requiredSkills: ['Zendesk'], countries: ['philippines'] },
    },
  });
  expect(res.status, res.text).toBe(200);
  profileId = res.body.data.id;
});
afterAll(() => t.close());

describe('resume-profile test results (pilots)', () => {
  it('a pilot gives an email, uploads, confirms and submits; staff list and view the verdict', async () => {
    const open = await call(t.app, 'GET', `/api/resume-profile-test-results/open/${profileId}`);
    expect(open.body.data).toEqual({ referenceName: 'Chat agents' });
    const created = await call(t.app, 'POST', '/api/resume-profile-test-results/create', {
      body: { referenceId: profileId, email: 'pilot@example.com' },
    });
    expect(created.status, created.text).toBe(200);
    const { token, id } = created.body.data;
    const maria = PERSONAS.find((p) => p.id === 'ph-csr')!;
    const pdf = await renderPdf(
      maria,
      {
        dates: 'Mon YYYY',
        present: 'Present',
        headings: 'upper',
        names: 0,
        workHeader: 'position-company',
        bullet: '•',
        skills: 'comma',
        languages: 'parens',
      },
      1,
    );
    const up = await call(t.app, 'POST', `/api/resume-profile-test-results/upload-url/${token}`, {
      body: { s3Key: 'resume/maria.pdf', size: pdf.length },
    });
    expect(up.status, up.text).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: up.body.data.presignedUrl,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    // Another pilot's token cannot parse this file.
    const other = await call(t.app, 'POST', '/api/resume-profile-test-results/create', {
      body: { referenceId: profileId, email: 'other@example.com' },
    });
    const stolen = await call(
      t.app,
      'POST',
      `/api/resume-profile-test-results/parse/${other.body.data.token}`,
      {
        body: { s3Key: up.body.data.s3Key },
      },
    );
    expect(stolen.status).toBe(400);

    const parsed = await call(t.app, 'POST', `/api/resume-profile-test-results/parse/${token}`, {
      body: { s3Key: up.body.data.s3Key },
    });
    expect(parsed.status, parsed.text).toBe(200);
    const submit = await call(t.app, 'PUT', `/api/resume-profile-test-results/submit/${token}`, {
      body: {
        s3Key: up.body.data.s3Key,
        resume: parsed.body.data.parsed.resume,
        selfId: { country: 'philippines' },
      },
    });
    expect(submit.status, submit.text).toBe(200);
    const again = await call(t.app, 'PUT', `/api/resume-profile-test-results/submit/${token}`, {
      body: { s3Key: up.body.data.s3Key, resume: parsed.body.data.parsed.resume },
    });
    expect(again.status).toBe(409);

    const list = await call(t.app, 'GET', '/api/resume-profile-test-results/list', { token: admin });
    expect(list.status, list.text).toBe(200);
    const item = list.body.data.items.find((i: Json) => i.id === id);
    expect(item).toMatchObject({ kind: 'resume-profile', status: 'evaluated', email: 'pilot@example.com' });
    const view = await call(t.app, 'GET', `/api/resume-profile-test-results/view/${id}`, { token: admin });
    const r = ZTestResult.parse(view.body.data);
    expect(r.result).toMatchObject({ kind: 'resume-profile', outcome: 'passed', declined: null });
    // Self-identification is never shown with the result.
    expect(view.text).not.toContain('selfId');
    expect(view.text).not.toContain('"country":"philippines"');
    // The typing pilot prefix does not show resume pilots.
    const typing = await call(t.app, 'GET', `/api/typing-assessment-test-results/view/${id}`, {
      token: admin,
    });
    expect(typing.status).toBe(404);
  });
});

describe('the resume on file', () => {
  it('a candidate reuses the resume the recruiter uploaded; another upload key is refused', async () => {
    const maria = PERSONAS.find((p) => p.id === 'ph-csr')!;
    const pdf = await renderPdf(
      maria,
      {
        dates: 'Mon YYYY',
        present: 'Present',
        headings: 'upper',
        names: 0,
        workHeader: 'position-company',
        bullet: '•',
        skills: 'comma',
        languages: 'parens',
      },
      1,
    );
    const up = await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
      token: admin,
      body: { s3Key: 'resume/On file.pdf', size: pdf.length },
    });
    await t.app.inject({
      method: 'PUT',
      url: up.body.data.presignedUrl,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    const applicant = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: {
        firstName: 'Onfile',
        lastName: 'Walkin',
        email: 'onfile@example.com',
        resumeKey: up.body.data.s3Key,
      },
    });
    expect(applicant.status, applicant.text).toBe(200);
    const sent = await call(t.app, 'POST', '/api/applicant-interviews/create', {
      token: admin,
      body: {
        type: 'resume-profile',
        applicantId: applicant.body.data.id,
        applicantKind: 'manual',
        referenceId: profileId,
        send: true,
      },
    });
    expect(sent.status, sent.text).toBe(200);
    const token = await mailedToken(t, 'onfile@example.com');
    const open = await call(t.app, 'GET', `/api/resume-interviews/open/${token}`);
    expect(open.body.data.resumeOnFile).toEqual({ fileName: 'On file.pdf' });
    const parsed = await call(t.app, 'POST', `/api/resume-interviews/parse/${token}`, { body: {} });
    expect(parsed.status, parsed.text).toBe(200);
    expect(parsed.body.data.parsed.resume.basics.name).toBe('Maria Santos');
    const resume = parsed.body.data.parsed.resume;
    // A key that is neither the file on record nor the candidate's own upload.
    const foreign = await call(t.app, 'PUT', `/api/resume-interviews/submit/${token}`, {
      body: { s3Key: 'staff/resume/00000000-0000-4000-8000-000000000000/x.pdf', resume },
    });
    expect(foreign.status).toBe(400);
    const ok = await call(t.app, 'PUT', `/api/resume-interviews/submit/${token}`, {
      body: { s3Key: parsed.body.data.s3Key, resume },
    });
    expect(ok.status, ok.text).toBe(200);
    const view = await call(t.app, 'GET', `/api/applicant-interviews/view/${sent.body.data.id}`, {
      token: admin,
    });
    expect(view.body.data.result).toMatchObject({ corrected: [], file: { fileName: 'On file.pdf' } });
  });
});

describe('fairness report per resume profile and prompt version', () => {
  const vA = randomUUID();
  const vB = randomUUID();
  // Its own profile: the verdicts counted are exactly the ones seeded here.
  let fairId: string;
  beforeAll(async () => {
    const created = await call(t.app, 'POST', '/api/resume-profiles/create', {
      token: admin,
      body: { name: 'Fairness profile', description: '', passThreshold: 50, prompts: [], criteria: {} },
    });
    fairId = created.body.data.id;
    const applicantId = await fx.manualApplicant('Fair');
    const rows: { gender: string | null; advance: boolean; version: string }[] = [
      ...Array.from({ length: 10 }, (_, i) => ({ gender: 'woman', advance: i < 4, version: vA })),
      ...Array.from({ length: 8 }, (_, i) => ({ gender: 'man', advance: i < 6, version: vB })),
      ...Array.from({ length: 2 }, (_, i) => ({ gender: 'non-binary', advance: i < 1, version: vB })),
      ...Array.from({ length: 3 }, (_, i) => ({ gender: null, advance: i < 2, version: vB })),
    ];
    const db = t.database.db;
    for (const r of rows) {
      const id = randomUUID();
      const score = r.advance ? 80 : 40;
      const promptId = randomUUID();
      await db.insert(applicantInterviews).values({
        id,
        type: 'resume-profile',
        status: 'evaluated',
        manualApplicantId: applicantId,
        referenceId: fairId,
        referenceName: 'Chat agents',
        tokenNonce: id,
        tokenHash: id,
        expiresAt: new Date(Date.now() + 86_400_000),
        score,
        outcome: r.advance ? 'passed' : 'failed',
        result: {
          kind: 'resume-profile',
          resume: { basics: {}, work: [], education: [], skills: [], languages: [], certificates: [] },
          corrected: [],
          file: null,
          provider: 'built-in',
          model: 'rules-v1',
          outcome: r.advance ? 'passed' : 'failed',
          declined: null,
          // A recruiter's override does not change what the tool selected.
          override: { outcome: 'passed', previousOutcome: null, note: 'x', byName: 'R', at: '2026-01-01' },
          verdict: {
            score,
            passThreshold: 50,
            recommendation: r.advance ? 'advance' : 'review',
            knockOuts: [],
            yearsOfExperience: 0,
            inputHash: 'h',
            evaluatedAt: '2026-01-01',
            criteria: [
              {
                kind: 'prompt',
                label: 'Prompt: fit',
                status: 'met',
                reason: '',
                evidence: [],
                weight: 20,
                points: 0,
                prompt: {
                  promptId,
                  name: 'Fit',
                  versionId: r.version,
                  versionNumber: r.version === vA ? 1 : 2,
                  provider: 'built-in',
                  model: 'rules-v1',
                  callId: null,
                },
              },
            ],
          },
        },
      });
      if (r.gender)
        await db
          .insert(selfIdentifications)
          .values({ interviewId: id, attributes: { gender: r.gender as 'woman' } });
    }
  });

  it('matches a hand computation: selection rates, impact ratios, the four-fifths flag, small samples', async () => {
    const res = await call(
      t.app,
      'GET',
      `/api/resume-screen-results/fairness?referenceId=${fairId}&attribute=gender`,
      {
        token: admin,
      },
    );
    expect(res.status, res.text).toBe(200);
    const report = res.body.data;
    // 23 verdicts; 3 gave no gender. woman 4/10 = 0.40, man 6/8 = 0.75, non-binary 1/2 = 0.50.
    expect(report).toMatchObject({ total: 23, notGiven: 3 });
    const by = Object.fromEntries(report.lines.map((l: Json) => [l.category, l]));
    expect(by.man).toMatchObject({
      assessed: 8,
      selected: 6,
      selectionRate: 0.75,
      impactRatio: 1,
      belowFourFifths: false,
    });
    expect(by.woman).toMatchObject({
      assessed: 10,
      selected: 4,
      selectionRate: 0.4,
      belowFourFifths: true,
      smallSample: true,
    });
    expect(by.woman.impactRatio).toBeCloseTo(0.4 / 0.75, 10); // 0.5333
    expect(by['non-binary'].impactRatio).toBeCloseTo(0.5 / 0.75, 10); // 0.6667, also below 0.8
    expect(by['non-binary'].belowFourFifths).toBe(true);
    expect(report.note).toMatch(/fewer than 30/);
    expect(report.promptVersions.map((v: Json) => v.versionId).sort()).toEqual([vA, vB].sort());

    // Only the verdicts of prompt version A: the 10 women, 4 selected.
    const a = await call(
      t.app,
      'GET',
      `/api/resume-screen-results/fairness?referenceId=${fairId}&attribute=gender&promptVersionId=${vA}`,
      { token: admin },
    );
    expect(a.body.data).toMatchObject({ total: 10, notGiven: 0 });
    expect(a.body.data.lines).toEqual([
      expect.objectContaining({ category: 'woman', selectionRate: 0.4, impactRatio: 1 }),
    ]);

    const csv = await call(
      t.app,
      'GET',
      `/api/resume-screen-results/fairness/export?referenceId=${fairId}&attribute=gender`,
      {
        token: admin,
      },
    );
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Category,Assessed,Selected,Selection rate,Impact ratio,Below four-fifths,Small sample,Scoring rate,Scoring impact ratio',
    );
    expect(lines).toContain('woman,10,4,0.4000,0.5333,yes,yes,0.0000,');
  });

  it('needs the resume results (or resume profiles) view permission; a bad profile id is 400, unknown 404', async () => {
    const typingOnly = await userWith(t.app, { 'typing-test-results': ['view'] });
    const denied = await call(t.app, 'GET', `/api/resume-screen-results/fairness?referenceId=${fairId}`, {
      token: typingOnly.token,
    });
    expect(denied.status).toBe(403);
    const bad = await call(t.app, 'GET', '/api/resume-screen-results/fairness?referenceId=nope', {
      token: admin,
    });
    expect(bad.status).toBe(400);
    const unknown = await call(
      t.app,
      'GET',
      `/api/resume-screen-results/fairness?referenceId=${randomUUID()}`,
      {
        token: admin,
      },
    );
    expect(unknown.status).toBe(404);
  });
});
