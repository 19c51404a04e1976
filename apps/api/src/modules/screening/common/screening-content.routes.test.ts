import {
  gradeQualification,
  SCREENING_CONTENT,
  scoreTyping,
  snapshotQualificationProfile,
  type TScreeningKind,
} from '@ats/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, linesOfBusiness, requisitions } from '../../../db/schema';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../../test/harness';
import { missingScreeningReferences } from './usage.repo';

let t: TestApp;
let token: string;
const qq: string[] = [];
const vq: string[] = [];

const api = (method: string, url: string, body?: unknown, as = token) =>
  call(t.app, method as 'GET', url, { token: as, body });
const ok = async (method: string, url: string, body?: unknown) => {
  const res = await api(method, url, body);
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${res.text}`);
  return res.body.data;
};

const multipleChoice = (text: string) => ({
  text,
  type: 'multiple-choice',
  required: true,
  answers: [
    { text: 'Yes', qualifying: true },
    { text: 'No', qualifying: false },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t.app);
  for (const text of ['Can you work night shifts?', 'Years in a call center?', 'Do you have a quiet room?'])
    qq.push((await ok('POST', '/api/qualification-questions/create', multipleChoice(text))).id);
  for (const question of ['Tell us about yourself', 'Describe an upset customer', 'Why this job?'])
    vq.push((await ok('POST', '/api/video-questions/create', { question })).id);
});
afterAll(() => t.close());

/** For each kind: a valid body, a changed body, a body with several problems and what they name. */
const CASES: Record<
  TScreeningKind,
  {
    create: () => object;
    update: () => object;
    // biome-ignore lint/suspicious/noExplicitAny: each kind reads its own fields from the answer
    changed: (x: any) => unknown;
    bad: object;
    problems: string[];
  }
> = {
  'qualification-questions': {
    create: () => multipleChoice('Are you 18 or older?'),
    update: () => ({ ...multipleChoice('Are you at least 18 years old?'), required: false }),
    changed: (x) => [x.text, x.required],
    bad: { text: '', type: 'essay', required: 'yes' },
    problems: ['text', 'type', 'required'],
  },
  'qualification-question-profiles': {
    create: () => ({ name: 'Voice agent basics', questionIds: [qq[0], qq[1]] }),
    update: () => ({ name: 'Voice agent basics v2', onDisqualify: 'flag', questionIds: [qq[1], qq[0]] }),
    changed: (x) => [x.name, x.onDisqualify, x.questionIds],
    bad: { name: ' ', onDisqualify: 'ignore', questionIds: [] },
    problems: ['name', 'onDisqualify', 'questionIds'],
  },
  'video-questions': {
    create: () => ({ question: 'How do you calm an angry caller?', retakes: 2 }),
    update: () => ({
      question: 'How do you calm an angry caller?',
      retakes: 0,
      guidance: 'Look for empathy',
    }),
    changed: (x) => [x.retakes, x.guidance],
    bad: { question: '', thinkTimeSeconds: -1, maxAnswerSeconds: 5000, retakes: 1.5 },
    problems: ['question', 'thinkTimeSeconds', 'maxAnswerSeconds', 'retakes'],
  },
  'video-question-profiles': {
    create: () => ({ name: 'Voice interview', introMessage: 'Hi!', questionIds: [vq[2], vq[0]] }),
    update: () => ({ name: 'Voice interview', introMessage: 'Hello', questionIds: [vq[0], vq[1], vq[2]] }),
    changed: (x) => [x.introMessage, x.questionIds],
    bad: { name: '', questionIds: ['not-a-uuid'] },
    problems: ['name', 'questionIds.0'],
  },
  'typing-tests': {
    create: () => ({
      name: 'Agent typing',
      passages: ['The quick brown fox jumps over the lazy dog.'],
      durationSeconds: 60,
      minNetWpm: 35,
      minAccuracy: 90,
    }),
    update: () => ({
      name: 'Agent typing',
      passages: ['The quick brown fox jumps over the lazy dog.', 'Thank you for calling, how may I help?'],
      durationSeconds: 120,
      minNetWpm: 40,
      minAccuracy: 92.5,
      language: 'es',
    }),
    changed: (x) => [x.passages.length, x.durationSeconds, x.minNetWpm, x.minAccuracy, x.language],
    bad: { name: 'x', passages: [], durationSeconds: 5, minNetWpm: -3, minAccuracy: 120, language: 'xx' },
    problems: ['passages', 'durationSeconds', 'minNetWpm', 'minAccuracy', 'language'],
  },
  'resume-profiles': {
    create: () => ({
      name: 'Voice agent resume',
      criteria: { requiredSkills: ['Customer service'], minYearsExperience: 1, countries: ['philippines'] },
    }),
    update: () => ({
      name: 'Voice agent resume',
      criteria: { requiredSkills: ['Customer service', 'CRM'], minEducationLevel: 'high-school' },
      passThreshold: 60,
      prompts: ['00000000-0000-4000-8000-000000000001'],
    }),
    changed: (x) => [x.criteria.requiredSkills, x.criteria.minEducationLevel, x.passThreshold, x.prompts],
    bad: {
      name: '',
      criteria: { requiredSkills: ['A', 'a'], minEducationLevel: 'phd', countries: ['mars'] },
      passThreshold: 101,
      prompts: ['nope'],
    },
    problems: [
      'name',
      'criteria.requiredSkills',
      'criteria.minEducationLevel',
      'criteria.countries.0',
      'passThreshold',
      'prompts.0',
    ],
  },
};

describe.each(Object.keys(CASES) as TScreeningKind[])('%s', (kind) => {
  const c = CASES[kind];
  const base = `/api/${kind}`;
  const { updateMethod, entityType } = SCREENING_CONTENT[kind];

  it('creates, reads, lists, updates with the spec method and deletes, auditing each write', async () => {
    const created = await ok('POST', `${base}/create`, c.create());
    expect(created.usedBy).toEqual([]);
    expect(await ok('GET', `${base}/get/${created.id}`)).toEqual(created);

    const listed = await ok('GET', `${base}/list?limit=100`);
    expect(listed.items.map((i: { id: string }) => i.id)).toContain(created.id);

    const wrongMethod = updateMethod === 'POST' ? 'PUT' : 'POST';
    expect((await api(wrongMethod, `${base}/update/${created.id}`, c.update())).status).toBe(404);
    const updated = await ok(updateMethod, `${base}/update/${created.id}`, c.update());
    expect(c.changed(updated)).toEqual(c.changed(c.update()));
    expect(c.changed(updated)).not.toEqual(c.changed(created));
    expect(c.changed(await ok('GET', `${base}/get/${created.id}`))).toEqual(c.changed(updated));

    await ok('DELETE', `${base}/delete/${created.id}`);
    expect((await api('GET', `${base}/get/${created.id}`)).status).toBe(404);
    expect((await api('DELETE', `${base}/delete/${created.id}`)).status).toBe(404);
    expect((await api(updateMethod, `${base}/update/${created.id}`, c.update())).status).toBe(404);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((a) => [a.entityType, a.action]).sort()).toEqual(
      [
        [entityType, 'create'],
        [entityType, 'delete'],
        [entityType, 'update'],
      ].sort(),
    );
  });

  it('answers 400 listing every problem of a bad body, and writes nothing', async () => {
    const before = (await ok('GET', `${base}/list?limit=100`)).items.length;
    const res = await api('POST', `${base}/create`, c.bad);
    expect(res.status).toBe(400);
    for (const field of c.problems)
      expect(
        res.body.errors.some((e: string) => e.startsWith(`${field}:`)),
        `${field} in ${res.text}`,
      ).toBe(true);
    expect((await ok('GET', `${base}/list?limit=100`)).items.length).toBe(before);
    expect((await api('POST', `${base}/create`)).status).toBe(400);
    expect((await api('GET', `${base}/list?sort=color`)).status).toBe(400);
    expect((await api('GET', `${base}/list?limit=0&usage=maybe`)).body.errors).toHaveLength(2);
  });
});

describe('OpenAPI', () => {
  it('documents every screening call with its method', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).body as { paths: Record<string, object> };
    for (const kind of Object.keys(SCREENING_CONTENT) as TScreeningKind[]) {
      const method = SCREENING_CONTENT[kind].updateMethod.toLowerCase();
      expect(Object.keys(doc.paths[`/api/${kind}/update/{id}`] ?? {}), kind).toEqual([method]);
      expect(doc.paths[`/api/${kind}/list`], kind).toHaveProperty('get');
    }
  });
});

describe('qualification questions', () => {
  const create = (body: object) => api('POST', '/api/qualification-questions/create', body);

  it('needs two distinct answers, one qualifying, for multiple choice, and none for text entry', async () => {
    const one = await create({
      text: 'Q',
      type: 'multiple-choice',
      answers: [{ text: 'Yes', qualifying: true }],
    });
    expect(one.status).toBe(400);
    expect(one.body.errors).toContain('answers: a multiple-choice question needs at least two answers');
    const noneQualify = await create({
      text: 'Q',
      type: 'multiple-choice',
      answers: [
        { text: 'No', qualifying: false },
        { text: 'Never', qualifying: false },
      ],
    });
    expect(noneQualify.body.errors).toContain('answers: at least one answer must qualify');
    const same = await create({
      text: 'Q',
      type: 'multiple-choice',
      answers: [
        { text: 'Yes', qualifying: true },
        { text: 'yes ', qualifying: false },
      ],
    });
    expect(same.body.errors).toContain('answers.1.text: answers must be different from each other');
    const text = await create({ text: 'Q', type: 'text-entry', answers: [{ text: 'A', qualifying: true }] });
    expect(text.body.errors).toContain('answers: a text-entry question has no answers');
    const fine = await create({ text: 'Where do you live?', type: 'text-entry' });
    expect(fine.status).toBe(200);
    expect(fine.body.data).toMatchObject({ answers: [], required: true });
  });

  it('keeps answer ids across edits so recorded results can still name them', async () => {
    const q = await ok('POST', '/api/qualification-questions/create', multipleChoice('Keep ids?'));
    const [yes, no] = q.answers;
    const edited = await ok('POST', `/api/qualification-questions/update/${q.id}`, {
      ...q,
      answers: [
        { id: yes.id, text: 'Yes, always', qualifying: true },
        { id: '00000000-0000-4000-8000-00000000abcd', text: 'Sometimes', qualifying: true },
        { id: no.id, text: 'No', qualifying: false },
      ],
    });
    expect(edited.answers[0].id).toBe(yes.id);
    expect(edited.answers[1].id).not.toBe('00000000-0000-4000-8000-00000000abcd');
    expect(edited.answers[2].id).toBe(no.id);
  });

  it('filters by type, knock-out and usage, and searches the text', async () => {
    const list = async (q: string) =>
      (await ok('GET', `/api/qualification-questions/list?limit=100&${q}`)).items.map(
        (i: { text: string }) => i.text,
      );
    expect(await list('type=text-entry')).toEqual(['Where do you live?']);
    expect(await list('knockout=false')).toEqual(['Where do you live?']);
    expect(await list('search=NIGHT')).toEqual(['Can you work night shifts?']);
    await ok('POST', '/api/qualification-question-profiles/create', {
      name: 'Uses q0',
      questionIds: [qq[0]],
    });
    expect(await list('usage=used')).toEqual(['Can you work night shifts?']);
    expect(await list('usage=unused')).not.toContain('Can you work night shifts?');
  });
});

describe('profiles', () => {
  it('keep the order of their questions, on create and on every reorder', async () => {
    const p = await ok('POST', '/api/qualification-question-profiles/create', {
      name: 'Order',
      questionIds: [qq[2], qq[0], qq[1]],
    });
    expect(p.questionIds).toEqual([qq[2], qq[0], qq[1]]);
    expect(p.questions.map((q: { id: string }) => q.id)).toEqual([qq[2], qq[0], qq[1]]);
    expect(p.questions[0]).toMatchObject({ text: 'Do you have a quiet room?', type: 'multiple-choice' });
    await ok('PUT', `/api/qualification-question-profiles/update/${p.id}`, {
      name: 'Order',
      questionIds: [qq[1], qq[2]],
    });
    expect((await ok('GET', `/api/qualification-question-profiles/get/${p.id}`)).questionIds).toEqual([
      qq[1],
      qq[2],
    ]);

    const v = await ok('POST', '/api/video-question-profiles/create', {
      name: 'V',
      questionIds: [vq[1], vq[2], vq[0]],
    });
    expect(v.questions.map((q: { question: string }) => q.question)).toEqual([
      'Describe an upset customer',
      'Why this job?',
      'Tell us about yourself',
    ]);
  });

  it('refuse unknown and repeated questions, naming each', async () => {
    const missing = '00000000-0000-4000-8000-000000000009';
    const res = await api('POST', '/api/video-question-profiles/create', {
      name: 'X',
      questionIds: [vq[0], missing],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`questionIds: question ${missing} does not exist`]);
    const twice = await api('POST', '/api/video-question-profiles/create', {
      name: 'X',
      questionIds: [vq[0], vq[0]],
    });
    expect(twice.body.errors).toEqual(['questionIds: each question may appear only once']);
  });
});

describe('deleting content in use', () => {
  it('answers 409 naming the profiles that use a question, and deletes nothing', async () => {
    const q = await ok('POST', '/api/qualification-questions/create', multipleChoice('In use?'));
    const a = await ok('POST', '/api/qualification-question-profiles/create', {
      name: 'Alpha',
      questionIds: [q.id],
    });
    const b = await ok('POST', '/api/qualification-question-profiles/create', {
      name: 'Beta',
      questionIds: [q.id],
    });
    const res = await api('DELETE', `/api/qualification-questions/delete/${q.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('"In use?" is in use');
    expect(res.body.errors).toEqual([
      `Used by qualification question profile "Alpha" (${a.id})`,
      `Used by qualification question profile "Beta" (${b.id})`,
    ]);
    expect((await ok('GET', `/api/qualification-questions/get/${q.id}`)).usedBy).toHaveLength(2);
    await ok('DELETE', `/api/qualification-question-profiles/delete/${a.id}`);
    await ok('DELETE', `/api/qualification-question-profiles/delete/${b.id}`);
    await ok('DELETE', `/api/qualification-questions/delete/${q.id}`);
  });

  it('answers 409 naming the requisitions that use a profile, typing test or resume profile', async () => {
    const [lob] = await t.database.db
      .insert(linesOfBusiness)
      .values({ name: 'Acme voice', clientName: 'Acme', lineType: 'bpo', country: 'philippines' })
      .returning();
    const qp = await ok('POST', '/api/qualification-question-profiles/create', {
      name: 'Req QP',
      questionIds: [qq[0]],
    });
    const vp = await ok('POST', '/api/video-question-profiles/create', {
      name: 'Req VP',
      questionIds: [vq[0]],
    });
    const tt = await ok('POST', '/api/typing-tests/create', CASES['typing-tests'].create());
    const rp = await ok('POST', '/api/resume-profiles/create', CASES['resume-profiles'].create());
    const [req] = await t.database.db
      .insert(requisitions)
      .values({
        requisitionUid: 'REQ-2611-0001',
        name: 'Customer service voice agent',
        lobId: lob!.id,
        jobTitle: 'Voice agent',
        country: 'philippines',
        qualificationQuestionProfileId: qp.id,
        videoQuestionProfileId: vp.id,
        typingTestId: tt.id,
        resumeProfileId: rp.id,
      })
      .returning();
    for (const [kind, id] of [
      ['qualification-question-profiles', qp.id],
      ['video-question-profiles', vp.id],
      ['typing-tests', tt.id],
      ['resume-profiles', rp.id],
    ]) {
      const res = await api('DELETE', `/api/${kind}/delete/${id}`);
      expect(res.status, kind).toBe(409);
      expect(res.body.errors).toEqual([`Used by requisition "Customer service voice agent" (${req!.id})`]);
      expect(
        (await ok('GET', `/api/${kind}/list?usage=used`)).items.map((i: { id: string }) => i.id),
      ).toContain(id);
    }
  });
});

describe('requisition references', () => {
  it('names each screening id a requisition points at that does not exist', async () => {
    const tt = await ok('POST', '/api/typing-tests/create', CASES['typing-tests'].create());
    const missing = '00000000-0000-4000-8000-00000000beef';
    expect(
      await missingScreeningReferences(t.database.db, {
        typingTestId: tt.id,
        resumeProfileId: missing,
        videoQuestionProfileId: null,
      }),
    ).toEqual([`resumeProfileId: resume profile ${missing} does not exist`]);
  });
});

describe('lists', () => {
  it('page through 30 video questions with limit 7, each exactly once, in every sort', async () => {
    for (let i = 0; i < 27; i++)
      await ok('POST', '/api/video-questions/create', { question: `Paging question ${i}` });
    for (const sort of ['name', '-name', 'createdAt', '-updatedAt']) {
      const seen: string[] = [];
      let key: string | null = null;
      do {
        const page: { items: { id: string }[]; paginationKey: string | null } = await ok(
          'GET',
          `/api/video-questions/list?limit=7&sort=${sort}${key ? `&paginationKey=${key}` : ''}`,
        );
        seen.push(...page.items.map((i: { id: string }) => i.id));
        key = page.paginationKey;
      } while (key);
      expect(new Set(seen).size, sort).toBe(seen.length);
      expect(seen.length, sort).toBeGreaterThanOrEqual(30);
    }
  });

  it('are open to the screens that pick from them, and only the list', async () => {
    const recruiter = await userWith(t.app, { requisitions: ['view'] });
    expect((await api('GET', '/api/typing-tests/list', undefined, recruiter.token)).status).toBe(200);
    expect((await api('GET', '/api/resume-profiles/list', undefined, recruiter.token)).status).toBe(200);
    expect((await api('GET', `/api/typing-tests/get/${qq[0]}`, undefined, recruiter.token)).status).toBe(403);
    expect((await api('GET', '/api/qualification-questions/list', undefined, recruiter.token)).status).toBe(
      403,
    );
    const builder = await userWith(t.app, { 'qualification-question-profiles': ['view', 'edit'] });
    expect((await api('GET', '/api/qualification-questions/list', undefined, builder.token)).status).toBe(
      200,
    );
  });
});

describe('snapshots', () => {
  it('grade against the question as it was answered, not as it was later edited', async () => {
    const q = await ok(
      'POST',
      '/api/qualification-questions/create',
      multipleChoice('Can you start Monday?'),
    );
    const p = await ok('POST', '/api/qualification-question-profiles/create', {
      name: 'Snap',
      questionIds: [q.id],
    });
    const snapshot = snapshotQualificationProfile(p);
    await ok('POST', `/api/qualification-questions/update/${q.id}`, {
      ...multipleChoice('Can you start next week?'),
      answers: q.answers.map((a: object) => ({ ...a, qualifying: true })),
    });
    const graded = gradeQualification(snapshot, [{ questionId: q.id, answerId: q.answers[1].id }]);
    expect(graded.results[0]!.question.text).toBe('Can you start Monday?');
    expect(graded).toMatchObject({
      disqualified: true,
      outcome: 'declined',
      declineReason: 'DEC004',
      errors: [],
    });
    expect(gradeQualification({ ...snapshot, onDisqualify: 'flag' }, []).errors).toEqual([
      'Can you start Monday?: choose an answer',
    ]);
  });

  it('score typing the way Monkeytype does', () => {
    expect(
      scoreTyping({
        correctWordChars: 200,
        typedChars: 230,
        correctKeystrokes: 225,
        totalKeystrokes: 250,
        seconds: 60,
      }),
    ).toEqual({ netWpm: 40, rawWpm: 46, accuracy: 90 });
  });
});
