import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const authRoutes: FeatureRoutes = {
  loginOnly: [
    { path: 'login', lazy: lazyPage(() => import('./pages/login-page')) },
    // One screen, two variants (SPEC §2): ask for the email, or set the new password.
    { path: 'reset-password', lazy: lazyPage(() => import('./pages/reset-password-page')) },
    { path: 'set-new-password', lazy: lazyPage(() => import('./pages/reset-password-page')) },
  ],
};
