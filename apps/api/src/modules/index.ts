import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anpsRoutes } from './anps/anps.routes';
import { applicantsRoutes } from './applicants/applicants.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { assessmentTemplatesRoutes } from './assessment-templates/assessment-templates.routes';
import { assessmentsRoutes, candidateAssessmentsRoutes } from './assessments/assessments.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { candidateEmailsRoutes } from './candidate-emails/candidate-emails.routes';
import { candidatesRoutes } from './candidates/candidates.routes';
import { classRequestsRoutes } from './class-requests/class-requests.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { emailTemplatesRoutes } from './email-templates/email-templates.routes';
import { healthRoutes } from './health/health.routes';
import { candidateInterviewsRoutes } from './interviews/candidate-interviews.routes';
import { interviewsRoutes } from './interviews/interviews.routes';
import { TEST_RESULT_MODULES } from './interviews/test-results/test-results.routes';
import { videoInterviewsRoutes } from './interviews/video-interviews.routes';
import { linesOfBusinessRoutes } from './lines-of-business/lines-of-business.routes';
import type { ModuleDeps } from './module-deps';
import { notesRoutes } from './notes/notes.routes';
import { pipelineRoutes } from './pipeline/pipeline.routes';
import { promptsRoutes } from './prompts/prompts.routes';
import { promptsStreamingRoutes } from './prompts/prompts-streaming.routes';
import { requisitionApplicantsRoutes } from './requisition-applicants/requisition-applicants.routes';
import { requisitionsRoutes } from './requisitions/requisitions.routes';
import { resourcesRoutes } from './resources/resources.routes';
import { resumeInterviewsRoutes } from './resume-interviews/resume-interviews.routes';
import { resumeParsingStreamingRoutes } from './resume-parsing/resume-parsing-streaming.routes';
import { rolesRoutes } from './roles/roles.routes';
import { savedViewsRoutes } from './saved-views/saved-views.routes';
import { schedulingRoutes } from './scheduling/scheduling.routes';
import { scorecardsRoutes } from './scorecards/scorecards.routes';
import { SCREENING_MODULES } from './screening/common/screening-modules';
import { searchRoutes } from './search/search.routes';
import { tagsRoutes } from './tags/tags.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

/** Every API module; each adds its routes under `/api`. */
export const MODULES: ((deps: ModuleDeps) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  rolesRoutes,
  linesOfBusinessRoutes,
  requisitionsRoutes,
  ...SCREENING_MODULES,
  uploadsRoutes,
  applicantsRoutes,
  requisitionApplicantsRoutes,
  pipelineRoutes,
  searchRoutes,
  notesRoutes,
  tagsRoutes,
  savedViewsRoutes,
  candidatesRoutes,
  classRequestsRoutes,
  promptsRoutes,
  interviewsRoutes,
  candidateInterviewsRoutes,
  applicationsRoutes,
  assessmentTemplatesRoutes,
  assessmentsRoutes,
  candidateAssessmentsRoutes,
  anpsRoutes,
  videoInterviewsRoutes,
  resumeInterviewsRoutes,
  ...TEST_RESULT_MODULES,
  dashboardRoutes,
  auditRoutes,
  resourcesRoutes,
  emailTemplatesRoutes,
  candidateEmailsRoutes,
  schedulingRoutes,
  scorecardsRoutes,
];

type Module = (deps: ModuleDeps) => FastifyPluginAsyncZod;

/** Routes answered with Server-Sent Events: the streaming service (SPEC §7, §9). */
export const STREAMING_MODULES: Module[] = [promptsStreamingRoutes, resumeParsingStreamingRoutes];

/** What a process serves for its SERVER_ROLE (docs/deployment.md, the streaming service). */
export const modulesForRole = (role: 'all' | 'api' | 'streaming'): Module[] =>
  role === 'api'
    ? MODULES
    : role === 'streaming'
      ? [healthRoutes, ...STREAMING_MODULES]
      : [...MODULES, ...STREAMING_MODULES];
