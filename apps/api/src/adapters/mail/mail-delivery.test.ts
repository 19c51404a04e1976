import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWork } from '../../lib/background-work';
import { ADMIN_EMAIL, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { listOutbox } from './outbox.repo';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random port; `reject` makes it refuse recipients. */
const startSmtp = async (opts: { reject?: boolean } = {}) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (opts.reject) return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
      cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the password link through a real SMTP server and marks it sent', async () => {
    await call(t.app, 'POST', '/api/users/send-password-email', { body: { email: ADMIN_EMAIL } });
    await backgroundWork(t.app.deps).idle();
    expect(await t.app.mail.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([ADMIN_EMAIL]);
    expect(smtp.received[0]!.raw).toContain('Subject: Reset your ATS password');
    expect(smtp.received[0]!.raw.replace(/=\r\n/g, '')).toMatch(/set-new-password\?userId=/);
    const [row] = await listOutbox(t.database.db, ADMIN_EMAIL);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('mail when the relay refuses', () => {
  it('keeps the message pending with a later retry and the error recorded', async () => {
    const smtp = await startSmtp({ reject: true });
    const t = await createTestApp({ SMTP_URL: smtp.url });
    try {
      await call(t.app, 'POST', '/api/users/send-password-email', { body: { email: ADMIN_EMAIL } });
      await backgroundWork(t.app.deps).idle();
      await t.app.mail.runOnce();
      const [row] = await listOutbox(t.database.db, ADMIN_EMAIL);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/Mailbox unavailable/);
      const due = await queryRows(
        t.database.db,
        sql`select next_attempt_at > now() as later from mail_outbox`,
      );
      expect(due[0]).toEqual({ later: true });
      // Not due yet: another run sends nothing.
      expect(await t.app.mail.runOnce()).toBe(0);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('mail without a relay', () => {
  it('keeps the message in the outbox', async () => {
    const t = await createTestApp();
    try {
      await call(t.app, 'POST', '/api/users/send-password-email', { body: { email: ADMIN_EMAIL } });
      await backgroundWork(t.app.deps).idle();
      await t.app.mail.runOnce();
      const [row] = await listOutbox(t.database.db, ADMIN_EMAIL);
      expect(row?.status).toBe('kept');
    } finally {
      await t.close();
    }
  });
});
