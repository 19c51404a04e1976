// What other modules (and the auth plugin) may use of "api-tokens": its routes and the check of a
// token secret a request brings.
export { authenticateApiToken, isApiTokenSecret } from './api-token-auth';
export { apiTokensRoutes } from './api-tokens.routes';
