import type { TOperation, TPermissions } from '@ats/contract';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-error';
import type { PublicCredential } from './public-credentials';

/** What a route needs; every `/api` route declares exactly one of these (checked at start-up). */
export type RouteAccess =
  | { permission: RoutePermission }
  /** Any signed-in user (their own session). */
  | { signedIn: true; allowRevokedRole?: boolean }
  /** Candidates and guests; rate limited. `credentials`: what the route knows its caller by (any one). */
  | { public: true; credentials?: readonly PublicCredential[] };

export interface RoutePermission {
  menuItem: string;
  op: TOperation;
  /** Other grants that also open this route (e.g. the role picker on the users screen). */
  alsoGrantedBy?: readonly { menuItem: string; op: TOperation }[];
}

export interface AuthContext {
  userId: string;
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  roleId: string;
  roleName: string;
  roleStatus: 0 | 1;
  permissions: TPermissions;
  /** Lines of business that scope this user's data; empty means all. */
  linesOfBusiness: string[];
  /** Set when the caller is a machine client's API token (docs/decisions/api-tokens.md). */
  apiToken?: { id: string; name: string };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/** The signed-in caller; only for routes that require sign-in. */
export const callerOf = (req: FastifyRequest): AuthContext => {
  if (!req.auth) throw unauthorized();
  return req.auth;
};

/**
 * What routes of either applicant tracker declare (notes, tags, saved views, candidate records):
 * `op` on the Applicant Tracker or on the Requisition Applicant Tracker opens the route; the
 * service then checks the tracker the record is in, and its scope.
 */
export const eitherTrackerAccess = <Op extends TOperation>(op: Op) =>
  ({
    access: {
      permission: {
        menuItem: 'applicant-tracker',
        op,
        alsoGrantedBy: [{ menuItem: 'req-applicant-tracker', op }],
      },
    },
  }) as const;

/** A public route's config, with what it knows its caller by (the OpenAPI document says the same). */
export const publicAccessBy = (...credentials: PublicCredential[]) => ({
  access: { public: true as const, credentials },
});

/** The config of routes opened by one menu item's permission: `menuItemAccess('webhooks')('edit')`. */
export const menuItemAccess =
  <Op extends TOperation = 'view' | 'edit' | 'delete'>(menuItem: string) =>
  (op: Op) =>
    ({ access: { permission: { menuItem, op } } }) as const;

/**
 * Routes on an applicant of either kind (sending, scheduling, emails): `op` on the Requisition
 * Applicant Tracker or on the Applicant Tracker opens them; the service checks the applicant's own
 * tracker and its scope.
 */
export const applicantTrackersAccess = (op: TOperation) =>
  ({
    access: {
      permission: {
        menuItem: 'req-applicant-tracker',
        op,
        alsoGrantedBy: [{ menuItem: 'applicant-tracker', op }],
      },
    },
  }) as const;
