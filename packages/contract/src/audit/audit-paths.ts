/** API paths of the audit log and the history panels. */
export const AUDIT_PATHS = {
  list: '/api/audit-log/list',
  export: '/api/audit-log/export',
  history: '/api/audit-log/history',
  actors: '/api/audit-log/actors',
} as const;
