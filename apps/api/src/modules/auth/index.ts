// What other modules may use of "auth"; everything else in this folder is its own.
export { authRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
