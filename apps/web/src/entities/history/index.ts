export { AuditDiff } from './audit-diff';
export { HistoryPanel } from './history-panel';
