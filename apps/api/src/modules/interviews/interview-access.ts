import { isAllowed, type TApplicantKind, type TInterviewType, type TOperation } from '@ats/contract';
import { forbidden } from '../../lib/http-error';
import { type AuthContext, applicantTrackersAccess } from '../../plugins/route-access';
import { interviewKindsScope, interviewScope } from './interviews.repo';

/** The tracker (menu item) that owns applicants of a kind. */
const trackerOf = (kind: TApplicantKind) =>
  kind === 'requisition' ? 'req-applicant-tracker' : 'applicant-tracker';

/**
 * Which results screen opens which interview type (SPEC §2/§6): its Talent Discovery results
 * item, or the content's own permission (the Testing Results items' altIds).
 */
const RESULT_GRANTS: Record<TInterviewType, readonly string[]> = {
  'typing-assessment': ['typing-test-results', 'typing-tests'],
  'video-question': ['video-question-results', 'video-questions'],
  'resume-profile': ['resume-screen-results', 'resume-profiles'],
  // The assessments issue gives language/writing their results screens; until then the trackers'.
  language: ['req-applicant-tracker', 'applicant-tracker'],
  writing: ['req-applicant-tracker', 'applicant-tracker'],
};

/** Interview types whose results the caller may list, view and export. */
const resultTypesOf = (caller: AuthContext): TInterviewType[] =>
  (Object.keys(RESULT_GRANTS) as TInterviewType[]).filter((type) =>
    RESULT_GRANTS[type].some((item) => isAllowed(caller.permissions, item, 'view')),
  );

/** The route's permission for results lists and views; the service narrows it per type. */
export const RESULTS_ACCESS = {
  access: {
    permission: {
      menuItem: 'typing-test-results',
      op: 'view',
      alsoGrantedBy: [
        { menuItem: 'typing-tests', op: 'view' },
        { menuItem: 'video-question-results', op: 'view' },
        { menuItem: 'resume-screen-results', op: 'view' },
      ],
    },
  },
} as const;

/** One interview, group or review: the results' readers, and the applicant pages that show it. */
export const resultOrTrackerAccess = (...more: { menuItem: 'video-questions'; op: 'view' }[]) =>
  ({
    access: {
      permission: {
        ...RESULTS_ACCESS.access.permission,
        alsoGrantedBy: [
          ...RESULTS_ACCESS.access.permission.alsoGrantedBy,
          ...more,
          { menuItem: 'req-applicant-tracker', op: 'view' },
          { menuItem: 'applicant-tracker', op: 'view' },
        ],
      },
    },
  }) as const;

/** Permission on the applicant trackers, for sending and the applicant page (checked per kind). */
export const trackerAccess = applicantTrackersAccess;

export const assertTracker = (caller: AuthContext, kind: TApplicantKind, op: TOperation) => {
  if (!isAllowed(caller.permissions, trackerOf(kind), op)) {
    throw forbidden(
      `Interviews of ${kind === 'requisition' ? 'requisition' : 'manual'} applicants need ${op} on the ${
        kind === 'requisition' ? 'Requisition Applicant Tracker' : 'Applicant Tracker'
      }`,
    );
  }
};

/** Kinds of applicant whose tracker grants `op` to the caller. */
export const trackerKindsOf = (caller: AuthContext, op: TOperation): TApplicantKind[] =>
  (['requisition', 'manual'] as const).filter((k) => isAllowed(caller.permissions, trackerOf(k), op));

/** Rows a results screen may show: the applicants the caller may see, of the types they may see. */
export const resultsScope = (caller: AuthContext) => interviewScope(caller, resultTypesOf(caller));

/** Scope of rows whose applicants the caller may see, limited to kinds whose tracker grants `op`. */
export const trackerScope = (caller: AuthContext, op: 'view' | 'edit' | 'delete') =>
  interviewKindsScope(caller, trackerKindsOf(caller, op));
