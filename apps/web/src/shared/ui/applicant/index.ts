/** Applicant UI shared by the manual and requisition applicant trackers. */

export { ApplicantBulkActions, ArchiveRowButton, useArchiveActions } from './bulk-actions';
export { PossibleDuplicates } from './possible-duplicates';
export { StatusChip } from './status-chip';
export { type StatusChange, StatusDialog } from './status-dialog';
