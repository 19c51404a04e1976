import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

const appThrowing = (code: string) => {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw Object.assign(new Error('database said no'), { code });
  });
  return app;
};

describe('database errors reach the client as conflicts, not 500s', () => {
  it.each(['40P01', '40001'])('%s (collided writes) is a 409 that says nothing was saved', async (code) => {
    const app = appThrowing(code);
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/nothing was saved/);
    await app.close();
  });

  it('an unknown database failure stays a 500 without its details', async () => {
    const app = appThrowing('XX000');
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('database said no');
    await app.close();
  });
});
