/** API path of the health check. */
export const HEALTH_PATHS = { health: '/api/health' } as const;
