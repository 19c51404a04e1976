// What other modules may use of "applicant-common"; everything else in this folder is its own.
export { assertArchivedAccess, changeArchived } from './applicant-archive';
export { applicantContactCsvColumns, applicantStatusCsvColumns } from './applicant-csv';
export { applicantPersonOf, applicantStatusOf } from './applicant-fields';
export { commonFilterConditions, findPossibleDuplicates, phoneDigitsOf } from './applicant-filters.repo';
export { registerArchiveRoutes, unarchiveAccess } from './applicant-routes';
export { applicationCount, linkApplication } from './candidate-link.repo';
export { phoneErrors } from './phone-check';
