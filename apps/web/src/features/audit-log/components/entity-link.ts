import { STAFF_URLS, staffPath } from '@ats/contract';
/** The page of an audited entity, where one exists (staff screens). */
export const entityHref = (entityType: string, entityId: string): string | undefined => {
  switch (entityType) {
    case 'requisition':
      return staffPath('requisition', { requisitionId: entityId });
    case 'requisition-applicant':
      return staffPath('reqApplicant', { id: entityId });
    case 'applicant':
      return `${STAFF_URLS.applicantTracker}?ids=${entityId}`;
    case 'class_request':
      return staffPath('classRequest', { id: entityId });
    case 'prompt':
      return staffPath('prompt', { promptId: entityId });
    case 'line_of_business':
      return STAFF_URLS.linesOfBusiness;
    case 'user':
      return STAFF_URLS.userManagement;
    case 'role':
      return STAFF_URLS.rolesAndPermissions;
    default:
      return undefined;
  }
};
