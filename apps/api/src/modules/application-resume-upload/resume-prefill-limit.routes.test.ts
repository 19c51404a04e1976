import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRequisition } from '../../test/apply-flow';
import { call, createTestApp, type TestApp } from '../../test/harness';

/**
 * The application flow's resume prefill runs the parser (a worker for up to seconds per file), so
 * one address may ask for it only `RESUME_PARSES_PER_ADDRESS_HOUR` times an hour, whatever the
 * application (docs/decisions/security.md#resume-parses-per-address).
 */
let t: TestApp;
let requisitionId: string;

beforeAll(async () => {
  t = await createTestApp({ RESUME_PARSES_PER_ADDRESS_HOUR: '2' });
  requisitionId = await openRequisition(t.app, { name: 'Parse class', country: 'costa-rica' });
});
afterAll(() => t.close());

/** A candidate's application with its cookie, and one uploaded text resume. */
const applicationWithResume = async (n: number) => {
  const started = await call(t.app, 'PUT', `/api/requisitions/resume-profile/submit/${requisitionId}`, {
    body: {
      step: 'personal-info',
      personalInfo: {
        firstName: 'Lia',
        lastName: `Parse ${n}`,
        email: `lia${n}@example.com`,
        phone: `+506 8400 00${String(n).padStart(2, '0')}`,
        address: 'Calle 5, San José',
        country: 'costa-rica',
      },
      consent: { accepted: true, noticeVersion: '2026-11-01' },
      visitorId: `visitor-parse-${n}`,
    },
  });
  expect(started.status, started.text).toBe(200);
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const id = started.body.data.state.applicantId as string;
  const bytes = Buffer.from(`Lia Parse\nlia${n}@example.com\nAgent, 2 years.\n`);
  const up = await call(t.app, 'POST', `/api/applications/upload-url/${id}`, {
    body: { s3Key: 'resume/lia.txt', size: bytes.length },
    headers: { cookie },
  });
  expect(up.status, up.text).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: up.body.data.presignedUrl,
    payload: bytes,
    headers: up.body.data.headers,
  });
  expect(put.statusCode, put.body).toBe(200);
  return { id, cookie, s3Key: up.body.data.s3Key as string };
};

describe('resume prefill per address', () => {
  it('answers 429 with Retry-After past the hourly number, across applications', async () => {
    const one = await applicationWithResume(1);
    const two = await applicationWithResume(2);
    const prefill = (a: { id: string; cookie: string; s3Key: string }) =>
      call(t.app, 'POST', `/api/applications/resume-prefill/${a.id}`, {
        body: { s3Key: a.s3Key },
        headers: { cookie: a.cookie },
      });
    expect((await prefill(one)).status).toBe(200);
    expect((await prefill(two)).status).toBe(200);
    const third = await prefill(one);
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
