// What other modules may use of "api-tokens": its routes. The auth plugin reads the token check
// from api-token-auth.ts itself: this index carries the routes, which import the plugin.
export { apiTokensRoutes } from './api-tokens.routes';
