import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import type { ModuleDeps } from './module-deps';
import { rolesRoutes } from './roles/roles.routes';
import { usersRoutes } from './users/users.routes';

/** Every API module; each adds its routes under `/api`. */
export const MODULES: ((deps: ModuleDeps) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  rolesRoutes,
];
