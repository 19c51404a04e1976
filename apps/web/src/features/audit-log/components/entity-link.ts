/** The page of an audited entity, where one exists (staff screens). */
export const entityHref = (entityType: string, entityId: string): string | undefined => {
  switch (entityType) {
    case 'requisition':
      return `/talent-discovery/requisitions/${entityId}`;
    case 'requisition-applicant':
      return `/talent-discovery/req-applicant-tracker/${entityId}`;
    case 'applicant':
      return `/talent-discovery/applicant-tracker?ids=${entityId}`;
    case 'class_request':
      return `/talent-discovery/class-requests/${entityId}`;
    case 'prompt':
      return `/generative-ai/prompt-library/${entityId}`;
    case 'line_of_business':
      return '/clients/lines-of-business';
    case 'user':
      return '/settings/user-management';
    case 'role':
      return '/settings/roles-and-permissions';
    default:
      return undefined;
  }
};
