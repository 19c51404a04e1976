import { isAllowed, isForbiddenToApiTokens as isForbiddenToTokens } from '@ats/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-error';
import { verifySessionToken } from '../lib/tokens';
import { authenticateApiToken, isApiTokenSecret } from '../modules/api-tokens';
import { findActiveSession, sessionCacheOf } from '../modules/sessions';
import { openApiSecurityOf } from './public-credentials';
import type { AuthContext, RegisteredRoute, RouteAccess } from './route-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api` route with what it needs: the permission matrix test reads it. */
    apiRoutes: RegisteredRoute[];
  }
}

const bearer = (req: FastifyRequest) => {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

const INVALID = 'Invalid or expired session';

/** Resolves the caller from the bearer token and its server-side session; undefined if signed out. */
const authenticate = async (
  db: Db,
  secret: string,
  req: FastifyRequest,
): Promise<AuthContext | undefined> => {
  const token = bearer(req);
  if (!token) return undefined;
  if (isApiTokenSecret(token)) {
    const caller = await authenticateApiToken(db, token, req.ip, req.log);
    if (!caller) throw unauthorized(INVALID);
    return caller;
  }
  const claims = await verifySessionToken(secret, token);
  if (!claims) throw unauthorized(INVALID);
  const lookup = () => findActiveSession(db, claims.sessionId, claims.userId);
  const cache = sessionCacheOf(db);
  const session = cache ? await cache.resolve(claims.sessionId, claims.userId, lookup) : await lookup();
  if (!session) throw unauthorized(INVALID);
  return session;
};

/**
 * Declares and enforces access for every `/api` route: start-up fails when a route declares
 * nothing, and each request is checked before its body is even validated.
 */
export const registerAuth = (app: FastifyInstance, deps: { db: Db; jwtSecret: string }) => {
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access)
      throw new Error(
        `Route ${route.method} ${route.url} declares no access (permission, signedIn or public)`,
      );
    // The OpenAPI document says what each public route takes instead of the bearer (the default).
    if ('public' in access)
      route.schema = {
        ...route.schema,
        ...openApiSecurityOf(access.credentials ?? ['none'], route.schema?.description),
      };
    // Fastify adds a HEAD route for every GET on its own (a lone 'HEAD'); a HEAD the module
    // registers itself, next to other methods (tus uploads), is a route of its own.
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && !Array.isArray(route.method)) continue;
      app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || 'public' in access) {
      // Public routes may still know the caller (e.g. staff previewing an unpublished job).
      if (access)
        req.auth = (await authenticate(deps.db, deps.jwtSecret, req).catch(() => undefined)) ?? null;
      return;
    }
    const auth = await authenticate(deps.db, deps.jwtSecret, req);
    if (!auth) throw unauthorized();
    if (auth.roleStatus === 0 && !('signedIn' in access && access.allowRevokedRole)) {
      throw unauthorized('Access has been revoked');
    }
    if (auth.apiToken) assertTokenMayUse(access);
    if ('permission' in access) {
      const grants = [access.permission, ...(access.permission.alsoGrantedBy ?? [])].filter(
        (g) => !auth.apiToken || !isForbiddenToTokens(g.menuItem),
      );
      if (!grants.some((g) => isAllowed(auth.permissions, g.menuItem, g.op))) throw forbidden();
    }
    req.auth = auth;
  });
};

/**
 * API tokens reach only routes a permission opens, and never users, roles, API tokens or webhooks;
 * routes of a person's own session (sign-out, profile, notifications) are not theirs either.
 */
const assertTokenMayUse = (access: RouteAccess) => {
  if (!('permission' in access)) throw forbidden('API tokens cannot use this route');
  if (isForbiddenToTokens(access.permission.menuItem)) throw forbidden('API tokens cannot use this route');
};
