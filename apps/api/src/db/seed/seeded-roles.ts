import { grant, type TOperation, type TPermissions } from '@ats/contract';

const VIEW: TOperation[] = ['view'];
const VE: TOperation[] = ['view', 'edit'];
const VED: TOperation[] = ['view', 'edit', 'delete'];
const VEDS: TOperation[] = ['view', 'edit', 'delete', 'small_teams'];

const SCREENING = [
  'qualification-questions',
  'qualification-question-profiles',
  'video-questions',
  'video-question-profiles',
  'resume-profiles',
  'typing-tests',
  'assessment-templates',
];
const RESULTS = ['video-question-results', 'resume-screen-results', 'typing-test-results'];
const each = (ids: string[], ops: TOperation[]) => Object.fromEntries(ids.map((id) => [id, ops]));

/** The roles a new install starts with besides Administrator (see docs/decisions/roles.md#seeded-roles). */
export const SEEDED_ROLES: { name: string; description: string; permissions: TPermissions }[] = [
  {
    name: 'Recruiter',
    description: 'Works requisitions and applicants, builds screening content.',
    permissions: grant({
      dashboard: VIEW,
      'lines-of-business': VIEW,
      requisitions: VE,
      'applicant-tracker': VED,
      'req-applicant-tracker': VED,
      ...each(SCREENING, VE),
      ...each(RESULTS, VIEW),
      'class-requests': VE,
      'prompt-library': VIEW,
      'archived-items': VE,
    }),
  },
  {
    name: 'Operations',
    description: 'Owns clients, requisitions and class requests, including small teams.',
    permissions: grant({
      dashboard: VIEW,
      'lines-of-business': VE,
      requisitions: VEDS,
      'applicant-tracker': VEDS,
      'req-applicant-tracker': VEDS,
      ...each(SCREENING, VIEW),
      ...each(RESULTS, VIEW),
      'class-requests': VED,
      'archived-items': VIEW,
    }),
  },
  {
    name: 'Viewer',
    description: 'Read-only access to hiring data.',
    permissions: grant({
      dashboard: VIEW,
      'lines-of-business': VIEW,
      requisitions: VIEW,
      'applicant-tracker': VIEW,
      'req-applicant-tracker': VIEW,
      ...each(SCREENING, VIEW),
      ...each(RESULTS, VIEW),
      'class-requests': VIEW,
    }),
  },
];
