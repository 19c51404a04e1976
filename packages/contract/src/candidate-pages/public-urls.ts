/**
 * THE table of public URLs (candidates and guests), in the syntax both Fastify and react-router
 * read (`:param`, `:param?` for an optional last segment). The API declares its served pages with
 * it, the SPA fallback picks the entry with it and the public web router checks its routes
 * against it, so a public URL is decided here only. No zod: the job page's script imports it.
 */
export const PUBLIC_URLS = {
  // ── served whole as HTML by the API (modules/candidate-pages) ──
  jobBoard: '/jobs',
  /** The open jobs for job aggregators (XML) and as a schema.org JobPosting list (JSON). */
  jobFeedXml: '/jobs/feed.xml',
  jobFeedJson: '/jobs/feed.json',
  /** The share preview image (`og:image`) of the board and the job pages. */
  shareImage: '/jobs/share-image.png',
  jobPage: '/interviews/requisition/:requisitionId',
  /** The steps before the application exists (instructions-reminders, personal-info). */
  applyStep: '/interviews/requisition/:requisitionId/apply/:step',
  // ── for crawlers (served by the API) ──
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  // ── the application flow, rendered by the public web app ──
  applicationStatus: '/interviews/requisition/:requisitionId/:applicantId/status',
  applicationStep: '/interviews/requisition/:requisitionId/:applicantId/:step?',
  applicationContinue: '/interviews/continue/:token',
  // ── candidates' assessments and interviews ──
  typingAssessment: '/interviews/typing-assessment/:token',
  languageAssessment: '/interviews/language/:token',
  writingAssessment: '/interviews/writing/:token',
  videoQuestion: '/interviews/video-question/:token',
  resumeProfile: '/interviews/resume-profile/:token',
  anpsSurvey: '/surveys/anps/:token',
  // ── staff previews of candidate steps (public pages, opened from the builders) ──
  videoQuestionTest: '/interviews/video-question-test/:videoQuestionId',
  typingAssessmentTest: '/interviews/typing-assessment-test/:typingTestId',
  resumeProfileTest: '/interviews/resume-profile-test/:resumeProfileId',
  // ── guests ──
  publicRecordings: '/public-recordings',
  publicRecordingRecord: '/public-recordings/record',
  publicRecordingView: '/public-recordings/view/:shareToken',
  hiringForm: '/talent-discovery-hiring-form',
  hiringFormAgent: '/talent-discovery-hiring-form/agent',
  hiringFormNonAgent: '/talent-discovery-hiring-form/non-agent',
  hiringFormConfirmation: '/talent-discovery-hiring-form/confirmation',
} as const;
export type TPublicUrlName = keyof typeof PUBLIC_URLS;

/**
 * The areas whose paths the server answers with the public entry (public.html, no staff code)
 * when no route of its own does. `/surveys` is not one of them: the survey page is served with
 * the staff entry, which has every public route too.
 */
export const PUBLIC_ENTRY_AREAS = [
  '/interviews',
  '/talent-discovery-hiring-form',
  '/public-recordings',
] as const;

/**
 * The staff sign-in screens (the web app's login-only routes). The server answers them with the
 * public entry too: a first visit of /login downloads the sign-in form, not the staff app, which
 * the form opens once signed in (issue 30). Reached inside the staff app (after sign-out or an
 * expired session), the staff app draws the same screens itself.
 */
export const STAFF_SIGN_IN_PATHS = ['/login', '/reset-password', '/set-new-password'] as const;

/** True for a path the public entry serves (see PUBLIC_ENTRY_AREAS and STAFF_SIGN_IN_PATHS). */
export const usesPublicEntry = (path: string) =>
  (STAFF_SIGN_IN_PATHS as readonly string[]).includes(path) ||
  PUBLIC_ENTRY_AREAS.some((area) => path === area || path.startsWith(`${area}/`));

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? (Name extends `${infer N}?` ? N : Name) | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer N}?`
      ? N
      : Name
    : never;

/** A public URL's path with its parameters filled in (an optional one left out when not given). */
export const publicPath = <N extends TPublicUrlName>(
  name: N,
  params: { [K in ParamsOf<(typeof PUBLIC_URLS)[N]>]?: string } = {},
) =>
  PUBLIC_URLS[name].replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = (params as Record<string, string | undefined>)[key];
    if (value === undefined && !optional) throw new Error(`${name}: ${key} is required`);
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });

/** The API route that counts a visit of a published job page (Fastify syntax, under `/api`). */
export const PUBLIC_JOB_VISIT = '/api/jobs/visit/:id';
/** The visit route of one job, relative to the API base (`/api`), for the pages' scripts. */
export const jobVisitApiPath = (requisitionId: string) => `/jobs/visit/${encodeURIComponent(requisitionId)}`;
/**
 * REQUISITION_PATHS.view of one job relative to the API base, written out: the job page loads no
 * table more for it (public-urls.test.ts keeps it equal to the table's).
 */
export const jobViewApiPath = (requisitionId: string) =>
  `/requisitions/view/${encodeURIComponent(requisitionId)}`;
