import {
  AUTH_PATHS,
  ZEnvelope,
  ZLogin,
  ZLoginResult,
  ZMessage,
  ZResetPassword,
  ZSendPasswordEmail,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundWork } from '../../lib/background-work';
import { httpOnlyCookie, useCookies } from '../../lib/cookies';
import { callerOf, publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createAuthService } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './device-cookie';

const RESET_LINK_SENT = 'If the address belongs to an account, a link to set a new password has been sent.';

export const authRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await useCookies(app);
    const auth = createAuthService(deps);
    const work = backgroundWork(deps);
    app.addHook('onClose', () => work.idle());
    const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
      ip: req.ip ?? null,
      userAgent:
        typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 300) : null,
    });

    app.post(
      AUTH_PATHS.login,
      {
        config: { ...publicAccessBy('none', 'sign-in-device-cookie'), errors: [401] },
        schema: { tags: ['auth'], body: ZLogin, response: { 200: ZEnvelope(ZLoginResult) } },
      },
      async (req, reply) => {
        const { device, ...session } = await auth.login(req.body.email, req.body.password, {
          ...meta(req),
          device: req.cookies[DEVICE_COOKIE],
        });
        // Only the sign-in reads it (path), script never does (HttpOnly): see login-throttle.ts.
        reply.setCookie(DEVICE_COOKIE, device, httpOnlyCookie(AUTH_PATHS.login, DEVICE_COOKIE_DAYS * 86_400));
        return { data: session };
      },
    );

    app.post(
      AUTH_PATHS.logout,
      {
        config: { access: { signedIn: true, allowRevokedRole: true } },
        schema: { tags: ['auth'], response: { 200: ZEnvelope(ZMessage) } },
      },
      async (req) => {
        const caller = callerOf(req);
        await auth.logout(caller.sessionId, caller.userId, meta(req));
        return { data: { message: 'Signed out' } };
      },
    );

    app.post(
      AUTH_PATHS.resetPassword,
      {
        config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], body: ZResetPassword, response: { 200: ZEnvelope(ZMessage) } },
      },
      async (req) => {
        await auth.resetPassword(req.body, meta(req));
        return { data: { message: 'Your password has been set. Sign in with it now.' } };
      },
    );

    app.post(
      AUTH_PATHS.sendPasswordEmail,
      {
        config: { access: { public: true }, rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: { tags: ['users'], body: ZSendPasswordEmail, response: { 200: ZEnvelope(ZMessage) } },
      },
      async (req) => {
        // Queued, never awaited: known and unknown addresses get the same answer in the same time.
        const { email } = req.body;
        work.push('password e-mail', () => auth.sendPasswordEmail(email));
        return { data: { message: RESET_LINK_SENT } };
      },
    );
  };
