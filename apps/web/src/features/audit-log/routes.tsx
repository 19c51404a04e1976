import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** /settings/audit-log: guarded by the Audit Log menu item (view). */
export const auditLogRoutes: FeatureRoutes = {
  staff: [{ path: staffRoute('auditLog'), lazy: lazyPage(() => import('./pages/audit-log-page')) }],
};
