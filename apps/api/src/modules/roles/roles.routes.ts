import {
  ROLE_PATHS,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZRole,
  ZRoleCreate,
  ZRoleListQuery,
  ZRoleSavePermissions,
  ZRoleUpdate,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createRolesService } from './roles.service';

const view = { access: { permission: { menuItem: 'roles-and-permissions', op: 'view' } } } as const;
const viewOrPick = {
  access: {
    permission: {
      menuItem: 'roles-and-permissions',
      op: 'view',
      alsoGrantedBy: [{ menuItem: 'user-management', op: 'view' }],
    },
  },
} as const;
const edit = { access: { permission: { menuItem: 'roles-and-permissions', op: 'edit' } } } as const;

export const rolesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const roles = createRolesService(deps.db);
    const tags = ['roles'];

    app.post(
      ROLE_PATHS.create,
      { config: edit, schema: { tags, body: ZRoleCreate, response: { 200: ZEnvelope(ZRole) } } },
      async (req) => ({ data: await roles.create(req.body, callerOf(req)) }),
    );
    app.post(
      ROLE_PATHS.update,
      {
        config: edit,
        schema: { tags, params: ZIdParam, body: ZRoleUpdate, response: { 200: ZEnvelope(ZRole) } },
      },
      async (req) => ({ data: await roles.update(req.params.id, req.body, callerOf(req)) }),
    );
    app.patch(
      ROLE_PATHS.savePermissions,
      { config: edit, schema: { tags, body: ZRoleSavePermissions, response: { 200: ZEnvelope(ZRole) } } },
      async (req) => ({
        data: await roles.savePermissions(req.body.id, req.body.permissions, callerOf(req)),
      }),
    );
    app.get(
      ROLE_PATHS.get,
      { config: view, schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZRole) } } },
      async (req) => ({ data: await roles.get(req.params.id) }),
    );
    app.get(
      ROLE_PATHS.list,
      {
        config: viewOrPick,
        schema: { tags, querystring: ZRoleListQuery, response: { 200: ZListPage(ZRole) } },
      },
      async (req) => ({ data: await roles.list(req.query) }),
    );
  };
