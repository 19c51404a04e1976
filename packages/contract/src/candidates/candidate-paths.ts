/** API paths of candidate records (one per person across their applications). */
export const CANDIDATE_PATHS = {
  possibleDuplicates: '/api/candidates/possible-duplicates',
  of: '/api/candidates/of',
  activity: '/api/candidates/activity',
  merge: '/api/candidates/merge',
  addToRequisition: '/api/candidates/add-to-requisition',
} as const;
