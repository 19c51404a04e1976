import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anpsRoutes } from './anps';
import { apiTokensRoutes } from './api-tokens';
import { applicantsRoutes } from './applicants';
import { applicationRecordsRoutes } from './application-records';
import { applicationResumeUploadRoutes } from './application-resume-upload';
import { applicationTypingStepRoutes, typingStepFor } from './application-typing-step';
import { applicationVideoStepRoutes } from './application-video-step';
import { applicationsRoutes } from './applications';
import { assessmentTemplatesRoutes } from './assessment-templates';
import { assessmentsRoutes, candidateAssessmentsRoutes } from './assessments';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { candidateEmailsRoutes } from './candidate-emails';
import { candidatePagesRoutes } from './candidate-pages';
import { candidatesRoutes } from './candidates';
import { classRequestsRoutes } from './class-requests';
import { dashboardRoutes } from './dashboard';
import { dataExportsRoutes } from './data-exports';
import { emailTemplatesRoutes } from './email-templates';
import { healthRoutes } from './health';
import {
  candidateInterviewsRoutes,
  interviewsRoutes,
  TEST_RESULT_MODULES,
  videoInterviewsRoutes,
} from './interviews';
import { linesOfBusinessRoutes } from './lines-of-business';
import type { ModuleDeps } from './module-deps';
import { notesRoutes } from './notes';
import { pipelineRoutes } from './pipeline';
import { promptsRoutes, promptsStreamingRoutes } from './prompts';
import { requisitionApplicantsRoutes } from './requisition-applicants';
import { requisitionsRoutes } from './requisitions';
import { resourcesRoutes } from './resources';
import { resumeInterviewsRoutes } from './resume-interviews';
import { resumeParsingStreamingRoutes } from './resume-parsing';
import { rolesRoutes } from './roles';
import { savedViewsRoutes } from './saved-views';
import { schedulingRoutes } from './scheduling';
import { scorecardsRoutes } from './scorecards';
import { SCREENING_MODULES } from './screening';
import { searchRoutes } from './search';
import { tagsRoutes } from './tags';
import { uploadsRoutes } from './uploads';
import { usersRoutes } from './users';
import { webhooksRoutes } from './webhooks';

/** Every API module; each adds its routes under `/api`. */
const MODULES: ((deps: ModuleDeps) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  rolesRoutes,
  apiTokensRoutes,
  webhooksRoutes,
  dataExportsRoutes,
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
  // A typing test of the application flow finishes its step (and the application) when submitted.
  (deps) => candidateInterviewsRoutes(deps, { typingSubmitted: typingStepFor(deps).typingSubmitted }),
  // The served candidate pages first: the public board's data leads the application flow's API docs.
  candidatePagesRoutes,
  applicationsRoutes,
  applicationVideoStepRoutes,
  applicationTypingStepRoutes,
  applicationResumeUploadRoutes,
  applicationRecordsRoutes,
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
const STREAMING_MODULES: Module[] = [promptsStreamingRoutes, resumeParsingStreamingRoutes];

/** What a process serves for its SERVER_ROLE (docs/deployment.md, the streaming service). */
export const modulesForRole = (role: 'all' | 'api' | 'streaming'): Module[] =>
  role === 'api'
    ? MODULES
    : role === 'streaming'
      ? [healthRoutes, ...STREAMING_MODULES]
      : [...MODULES, ...STREAMING_MODULES];
