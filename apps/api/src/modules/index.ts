import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicantsRoutes } from './applicants/applicants.routes';
import { authRoutes } from './auth/auth.routes';
import { classRequestsRoutes } from './class-requests/class-requests.routes';
import { healthRoutes } from './health/health.routes';
import { linesOfBusinessRoutes } from './lines-of-business/lines-of-business.routes';
import type { ModuleDeps } from './module-deps';
import { requisitionApplicantsRoutes } from './requisition-applicants/requisition-applicants.routes';
import { requisitionsRoutes } from './requisitions/requisitions.routes';
import { rolesRoutes } from './roles/roles.routes';
import { SCREENING_MODULES } from './screening-common/screening-modules';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

/** Every API module; each adds its routes under `/api`. */
export const MODULES: ((deps: ModuleDeps) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  rolesRoutes,
  linesOfBusinessRoutes,
  requisitionsRoutes,
  ...SCREENING_MODULES,
  uploadsRoutes,
  applicantsRoutes,
  requisitionApplicantsRoutes,
  classRequestsRoutes,
];
