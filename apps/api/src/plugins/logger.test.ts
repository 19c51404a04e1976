import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { loggerOptions, redactUrl } from './logger';

/** A Fastify app whose log lines are collected; `/boom` fails the way a failed query does. */
const appWithLog = async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('info') as Record<string, unknown>;
  const app = Fastify({ logger: { ...options, stream } });
  registerErrorHandling(app);
  app.post('/api/boom', async (req) => {
    const body = req.body as { firstName: string; email: string };
    const cause = Object.assign(new Error(`duplicate key value violates unique constraint "users_email"`), {
      code: 'XX000',
      detail: `Key (email)=(${body.email}) already exists.`,
      table: 'users',
    });
    throw new DrizzleQueryError(
      'insert into users (first_name, email) values ($1, $2)',
      [body.firstName, body.email],
      cause,
    );
  });
  await app.ready();
  return { app, log: () => lines.join('') };
};

describe('server log', () => {
  it('records a failed query without the names and e-mails it carried, nor the authorization header', async () => {
    const { app, log } = await appWithLog();
    const res = await app.inject({
      method: 'POST',
      url: '/api/boom?search=Jane%20Doe',
      headers: { authorization: 'Bearer secret-session-token' },
      payload: { firstName: 'Jane-Personal', email: 'jane.personal@example.com' },
    });
    expect(res.statusCode).toBe(500);
    const text = log();
    expect(text).toContain('unhandled error');
    expect(text).toContain('insert into users (first_name, email) values ($1, $2)');
    expect(text).toContain('"table":"users"');
    for (const secret of ['Jane-Personal', 'jane.personal', 'Jane%20Doe', 'secret-session-token'])
      expect(text).not.toContain(secret);
    await app.close();
  });

  it('elides the values of personal query parameters from logged URLs', () => {
    expect(redactUrl('/api/applicants/list?search=Jane&sort=-createdAt&limit=25')).toBe(
      '/api/applicants/list?search=…&sort=-createdAt&limit=25',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
