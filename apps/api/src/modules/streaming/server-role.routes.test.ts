import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, call, createTestApp, type TestApp } from '../../test/harness';

/** The streaming service as its own process (docs/deployment.md): same code, another SERVER_ROLE. */
describe('SERVER_ROLE', () => {
  let api: TestApp;
  let streaming: TestApp;
  beforeAll(async () => {
    api = await createTestApp({ SERVER_ROLE: 'api' });
    // The streaming role shares the API's database (and JWT secret), as two processes would.
    const { buildApp } = await import('../../app');
    const app = await buildApp(
      { ...api.config, role: 'streaming', ai: { ...api.config.ai, builtinChunkDelayMs: 0 } },
      {
        database: api.database,
        workers: false,
        logger: false,
      },
    );
    await app.ready();
    streaming = { app, database: api.database, config: api.config, close: () => app.close() };
  });
  afterAll(async () => {
    await streaming.close();
    await api.close();
  });

  it('the api role serves prompts but not streamed calls; the streaming role the reverse, with the same tokens', async () => {
    const login = await call(api.app, 'POST', '/api/auth/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const token = login.body.data.token as string;
    expect((await call(api.app, 'GET', '/api/prompts/list', { token })).status).toBe(200);
    expect(
      (
        await call(api.app, 'POST', '/api/generate-prompt', {
          token,
          body: { definition: 'Screen resumes for agents' },
        })
      ).status,
    ).toBe(404);
    expect((await call(streaming.app, 'GET', '/api/prompts/list', { token })).status).toBe(404);
    expect((await call(streaming.app, 'GET', '/api/health')).status).toBe(200);
    const streamed = await streaming.app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { authorization: `Bearer ${token}` },
      payload: { definition: 'Screen resumes for agents' },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toContain('event: result');
  });
});
