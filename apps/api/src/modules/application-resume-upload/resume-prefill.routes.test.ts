import type { TParsedResume } from '@ats/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRequisition, startApplication } from '../../test/apply-flow';
import { call, type TestApp } from '../../test/harness';
import type { ParseProblem } from '../resume-parsing';
import { prefillOf as prefill } from './resume-prefill';

/**
 * What the resume step hears when the parse reads nothing. A parse stopped by its time cap, or
 * refused because the parse queue is full, is what a loaded server does; here the parser's
 * outcome is set to that (the pool's caps have their own tests in resume-parsing).
 */
const forced = vi.hoisted(() => ({ problem: null as ParseProblem | null }));
vi.mock('../resume-parsing', async (importOriginal) => {
  const real = await importOriginal<typeof import('../resume-parsing')>();
  return {
    ...real,
    readResumeFile: async (...args: Parameters<typeof real.readResumeFile>) => {
      const read = await real.readResumeFile(...args);
      if (!forced.problem) return read;
      const nothing: TParsedResume = {
        ...read.parsed,
        resume: { basics: {}, work: [], education: [], skills: [], languages: [], certificates: [] },
        fields: [],
        text: '',
        warnings: [forced.problem.message],
      };
      return { parsed: nothing, problem: forced.problem };
    },
  };
});

let t: TestApp;
let requisitionId: string;
let n = 0;
beforeAll(async () => {
  // Test files share a worker (isolate: false): an app module loaded by an earlier file would keep
  // the real parser, so this file builds its app from modules loaded afresh, with the mock above.
  vi.resetModules();
  const fresh: typeof import('../../test/harness') = await import('../../test/harness');
  t = await fresh.createTestApp();
  requisitionId = await openRequisition(t.app, { name: 'Prefill class', country: 'costa-rica' });
});
afterAll(() => t.close());

/** An application with one uploaded file, and the prefill of it as the resume step asks. */
const prefillOf = async (name: string, bytes: Buffer) => {
  const a = await startApplication(t.app, requisitionId, ++n, { country: 'costa-rica' });
  const headers = { cookie: a.cookie };
  const up = await call(t.app, 'POST', `/api/applications/upload-url/${a.id}`, {
    body: { s3Key: `resume/${name}`, size: bytes.length },
    headers,
  });
  expect(up.status, up.text).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: up.body.data.presignedUrl,
    payload: bytes,
    headers: up.body.data.headers,
  });
  expect(put.statusCode, put.body).toBe(200);
  const res = await call(t.app, 'POST', `/api/applications/resume-prefill/${a.id}`, {
    body: { s3Key: up.body.data.s3Key },
    headers,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const resume = Buffer.from('Lia Mora\nlia.mora@example.com\n+506 8312 3456\nCall centre agent, 5 years.\n');

describe('resume prefill that read nothing says why', () => {
  it('a resume read answers its details and no reason', async () => {
    forced.problem = null;
    expect(await prefillOf('lia.txt', resume)).toMatchObject({
      firstName: 'Lia',
      email: 'lia.mora@example.com',
      unread: null,
    });
  });

  it('a parse stopped by its time cap answers empty fields and the reason timeout', async () => {
    forced.problem = { reason: 'timeout', message: 'Reading the file took longer than the time allowed' };
    expect(await prefillOf('lia.txt', resume)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      address: '',
      unsure: [],
      unread: 'timeout',
    });
  });

  it('a parse refused because the queue is full answers the reason busy', async () => {
    forced.problem = { reason: 'busy', message: 'Too many resumes are being read right now' };
    expect(await prefillOf('lia.txt', resume)).toMatchObject({ firstName: '', unread: 'busy' });
  });

  it('a file the reader stops on answers unreadable, and a file without text no-text', async () => {
    forced.problem = { reason: 'crashed', message: 'The file could not be read' };
    expect((await prefillOf('lia.txt', resume)).unread).toBe('unreadable');
    forced.problem = null;
    const blank = await prefillOf('notes.txt', Buffer.from('\n\n'));
    expect(blank).toMatchObject({ firstName: '', email: '', phone: '', unread: 'no-text' });
  });

  it('a resume read without a name, email, phone or address in it answers nothing-found', () => {
    const read = { status: 'parsed', resume: { basics: { summary: 'Agent' } }, fields: [] };
    expect(prefill(read as unknown as TParsedResume).unread).toBe('nothing-found');
  });
});
