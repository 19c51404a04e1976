import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp } from '../../test/harness';
import { DEFAULT_LANGUAGE_TEMPLATE } from '../assessment-templates';
import { setupInterviewFixtures } from '../interviews/interviews.test-helper';
import { type TusCreateOptions, tusWireAt } from '../interviews/video-tus.test-helper';

/** The tus wire for spoken answers: creation under `/api/assessments/spoken/:token/:itemId/uploads`. */
export const spokenWire = async (app: FastifyInstance) => {
  const tus = await tusWireAt(app);
  const wire = {
    ...tus,
    create: (token: string, itemId: string, opts: TusCreateOptions = {}) =>
      tus.createAt(`/api/assessments/spoken/${token}/${itemId}/uploads`, opts),
    /** A whole answer in one creation and one PATCH: answers the last reply. */
    async send(
      token: string,
      itemId: string,
      bytes: Buffer,
      opts: { type?: string; durationMs?: number } = {},
    ) {
      const created = await wire.create(token, itemId, { length: bytes.length, durationMs: 3000, ...opts });
      if (created.status !== 201) return { ...created, offset: 0 };
      return { ...(await wire.patch(created.url, 0, bytes)), url: created.url };
    },
  };
  return wire;
};
let n = 0;

/** The default language template plus a microphone-only item. */
const spokenTemplate = () => {
  const base = DEFAULT_LANGUAGE_TEMPLATE.kind === 'language' ? DEFAULT_LANGUAGE_TEMPLATE : null;
  return {
    ...base!,
    name: `Spoken tus ${++n}`,
    sections: base!.sections.map((s) =>
      s.type === 'speaking'
        ? {
            ...s,
            spokenItems: [
              ...(s.spokenItems ?? []),
              {
                id: 'speaking-2',
                prompt: 'Leave a short voicemail for a customer about a late delivery.',
                media: 'microphone' as const,
                thinkTimeSeconds: 0,
                maxAnswerSeconds: 60,
                retakes: 1,
              },
            ],
          }
        : s,
    ),
  };
};

export const setupSpoken = async (env: Record<string, string> = {}) => {
  const t = await createTestApp(env);
  const admin = await adminToken(t.app);
  const fx = await setupInterviewFixtures(t, admin);
  const tpl = await call(t.app, 'POST', '/api/assessment-templates/create', {
    token: admin,
    body: spokenTemplate(),
  });
  expect(tpl.status, tpl.text).toBe(200);
  const wire = await spokenWire(t.app);
  /** A language assessment sent to a new applicant and started: its id and link token. */
  const started = async (name: string, start = true) => {
    const applicantId = await fx.reqApplicant(fx.reqA, name);
    const res = await call(t.app, 'POST', '/api/applicant-interviews/send-assessment', {
      token: admin,
      body: {
        type: 'language',
        templateId: tpl.body.data.id,
        applicants: [{ applicantId, applicantKind: 'requisition' }],
      },
    });
    expect(res.status, res.text).toBe(200);
    const mail = (await listOutbox(t.app.database.db, `${name.toLowerCase()}@example.com`)).at(-1)!;
    const token = mail.text.match(/\/interviews\/language\/([A-Za-z0-9_-]{43})/)![1]!;
    if (start) expect((await call(t.app, 'PUT', `/api/assessments/start/${token}`)).status).toBe(200);
    return { id: res.body.data.items[0].id as string, token };
  };
  return { t, admin, fx, wire, started };
};
export type SpokenCtx = Awaited<ReturnType<typeof setupSpoken>>;
