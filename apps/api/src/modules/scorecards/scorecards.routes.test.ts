import { DEFAULT_SCORECARD_ATTRIBUTES } from '@ats/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { inDays, seedApplicant } from '../scheduling/scheduling.test-helper';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const rate = (attributes: string[], rating = 3) => attributes.map((attribute) => ({ attribute, rating }));

describe('scorecards', () => {
  it('uses the requisition template; one per interviewer; hidden from other interviewers until they submit', async () => {
    const s = await seedApplicant(t, admin);
    const attributes = ['Empathy', 'English', 'Typing'];
    const tpl = await call(t.app, 'PUT', `/api/scorecards/template/${s.requisitionId}`, {
      token: admin,
      body: { attributes },
    });
    expect(tpl.status).toBe(200);
    const grants = { 'req-applicant-tracker': ['view'] } as const;
    const [ivA, ivB] = [await userWith(t.app, grants), await userWith(t.app, grants)];
    const iv = await call(t.app, 'POST', '/api/scheduling/create', {
      token: admin,
      body: {
        kind: 'requisition',
        applicantId: s.applicantId,
        date: inDays(2),
        time: '10:00',
        timeZone: 'Asia/Manila',
        durationMinutes: 30,
        location: 'Room 1',
        interviewerIds: [ivA.userId, ivB.userId],
      },
    });
    const interviewId = iv.body.data.id;
    const form = await call(t.app, 'GET', `/api/scorecards/form/${interviewId}`, { token: ivA.token });
    expect(form.body.data.attributes).toEqual(attributes);

    const submitA = await call(t.app, 'POST', `/api/scorecards/submit/${interviewId}`, {
      token: ivA.token,
      body: { ratings: rate(attributes, 4), recommendation: 'strong_yes', notes: 'Great' },
    });
    expect(submitA.status).toBe(200);
    const twice = await call(t.app, 'POST', `/api/scorecards/submit/${interviewId}`, {
      token: ivA.token,
      body: { ratings: rate(attributes), recommendation: 'no' },
    });
    expect(twice.status).toBe(409);

    const url = `/api/scorecards/applicant/requisition/${s.applicantId}`;
    // B has not submitted: A's scorecard is withheld (server-side, not only in the UI).
    const forB = await call(t.app, 'GET', url, { token: ivB.token });
    expect(forB.status).toBe(200);
    expect(forB.body.data).toMatchObject({
      scorecards: [],
      hiddenCount: 1,
      pendingInterviewIds: [interviewId],
    });
    expect(JSON.stringify(forB.body)).not.toContain('Great');
    // A has submitted: sees theirs (and others' once they exist).
    const forA = await call(t.app, 'GET', url, { token: ivA.token });
    expect(forA.body.data.scorecards).toHaveLength(1);
    expect(forA.body.data.hiddenCount).toBe(0);

    await call(t.app, 'POST', `/api/scorecards/submit/${interviewId}`, {
      token: ivB.token,
      body: { ratings: rate(attributes, 2), recommendation: 'no' },
    });
    const afterB = await call(t.app, 'GET', url, { token: ivB.token });
    expect(afterB.body.data.scorecards.map((c: { recommendation: string }) => c.recommendation)).toEqual([
      'strong_yes',
      'no',
    ]);
    // A recruiter who is not an interviewer sees them all side by side.
    const all = await call(t.app, 'GET', url, { token: admin });
    expect(all.body.data).toMatchObject({ attributes, hiddenCount: 0, pendingInterviewIds: [] });
    expect(all.body.data.scorecards).toHaveLength(2);
  });

  it('refuses non-interviewers, incomplete ratings and cancelled interviews', async () => {
    const s = await seedApplicant(t, admin);
    const ivA = await userWith(t.app, { dashboard: ['view'] });
    const outsider = await userWith(t.app, { dashboard: ['view'] });
    const tpl = await call(t.app, 'GET', `/api/scorecards/template/${s.requisitionId}`, { token: admin });
    expect(tpl.body.data).toMatchObject({ attributes: DEFAULT_SCORECARD_ATTRIBUTES, isDefault: true });
    const iv = await call(t.app, 'POST', '/api/scheduling/create', {
      token: admin,
      body: {
        kind: 'requisition',
        applicantId: s.applicantId,
        date: inDays(2),
        time: '10:00',
        timeZone: 'UTC',
        durationMinutes: 30,
        videoUrl: 'https://meet.example.com/x',
        interviewerIds: [ivA.userId],
      },
    });
    const id = iv.body.data.id;
    const full = { ratings: rate(DEFAULT_SCORECARD_ATTRIBUTES), recommendation: 'yes' };
    expect(
      (await call(t.app, 'POST', `/api/scorecards/submit/${id}`, { token: outsider.token, body: full }))
        .status,
    ).toBe(404);
    const partial = await call(t.app, 'POST', `/api/scorecards/submit/${id}`, {
      token: ivA.token,
      body: { ratings: rate(DEFAULT_SCORECARD_ATTRIBUTES.slice(1)), recommendation: 'yes' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.errors[0]).toMatch(/^ratings: rate "/);
    const outOfRange = await call(t.app, 'POST', `/api/scorecards/submit/${id}`, {
      token: ivA.token,
      body: { ratings: rate(DEFAULT_SCORECARD_ATTRIBUTES, 5), recommendation: 'maybe' },
    });
    expect(outOfRange.status).toBe(400);
    await call(t.app, 'POST', `/api/scheduling/cancel/${id}`, { token: admin });
    expect(
      (await call(t.app, 'POST', `/api/scorecards/submit/${id}`, { token: ivA.token, body: full })).status,
    ).toBe(409);
    const bad = await call(t.app, 'PUT', `/api/scorecards/template/${s.requisitionId}`, {
      token: admin,
      body: { attributes: ['A', 'a'] },
    });
    expect(bad.status).toBe(400);
  });
});
