import {
  normalizePermissions,
  USER_PATHS,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZSessionRole,
  ZUser,
  ZUserCreate,
  ZUserListQuery,
  ZUserUpdate,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteByIdRoute } from '../../plugins/delete-by-id-route';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import { createAuthService } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { createUsersService } from './users.service';

const access = menuItemAccess('user-management');

export const usersRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = createAuthService(deps);
    const users = createUsersService(deps.db, {
      onCreated: (email) => auth.sendPasswordEmail(email, 'invite'),
    });
    const tags = ['users'];

    app.get(
      USER_PATHS.role,
      {
        config: { access: { signedIn: true, allowRevokedRole: true } },
        schema: { tags, response: { 200: ZEnvelope(ZSessionRole) } },
      },
      async (req) => {
        const c = callerOf(req);
        return {
          data: {
            id: c.roleId,
            name: c.roleName,
            status: c.roleStatus,
            permissions: normalizePermissions(c.permissions),
          },
        };
      },
    );
    app.post(
      USER_PATHS.create,
      { config: access('edit'), schema: { tags, body: ZUserCreate, response: { 200: ZEnvelope(ZUser) } } },
      async (req) => ({ data: await users.create(req.body, callerOf(req)) }),
    );
    app.post(
      USER_PATHS.update,
      {
        config: access('edit'),
        schema: { tags, params: ZIdParam, body: ZUserUpdate, response: { 200: ZEnvelope(ZUser) } },
      },
      async (req) => ({ data: await users.update(req.params.id, req.body, callerOf(req)) }),
    );
    deleteByIdRoute(app, USER_PATHS.delete, {
      config: access('delete'),
      tags,
      remove: users.remove,
      message: 'User deleted',
    });
    app.get(
      USER_PATHS.get,
      { config: access('view'), schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZUser) } } },
      async (req) => ({ data: await users.get(req.params.id) }),
    );
    app.get(
      USER_PATHS.list,
      {
        config: access('view'),
        schema: { tags, querystring: ZUserListQuery, response: { 200: ZListPage(ZUser) } },
      },
      async (req) => {
        const { roleId, lineOfBusiness, ...args } = req.query;
        return { data: await users.list({ ...args, roleIds: roleId, lobIds: lineOfBusiness }) };
      },
    );
  };
