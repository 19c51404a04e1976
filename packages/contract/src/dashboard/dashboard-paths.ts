/** API path of the dashboard summary. */
export const DASHBOARD_PATHS = { summary: '/api/dashboard/summary' } as const;
