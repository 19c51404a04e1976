import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const authRoutes: FeatureRoutes = {
  loginOnly: [
    { path: staffRoute('login'), lazy: lazyPage(() => import('./pages/login-page')) },
    // One screen, two variants (SPEC §2): ask for the email, or set the new password.
    { path: staffRoute('resetPassword'), lazy: lazyPage(() => import('./pages/reset-password-page')) },
    { path: staffRoute('setNewPassword'), lazy: lazyPage(() => import('./pages/reset-password-page')) },
  ],
};
