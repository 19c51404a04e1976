import { provideVideoRecorder } from '../../entities/candidate-pages/video-recorder-slot';
import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

// The application flow's video step records with this feature's recorder, loaded when needed.
provideVideoRecorder(() => import('./components/video/group-video-recorder'));

/** The candidate's interview pages (SPEC §2), in the guest layout; no staff code in their chunks. */
export const interviewsRoutes: FeatureRoutes = {
  public: [
    {
      path: 'interviews/typing-assessment/:token',
      handle: { breadcrumb: 'Typing Assessment' },
      lazy: lazyPage(() => import('./pages/typing-assessment-page')),
    },
    {
      path: 'interviews/language/:token',
      handle: { breadcrumb: 'Language Assessment' },
      lazy: lazyPage(() => import('./pages/assessment-page')),
    },
    {
      path: 'interviews/writing/:token',
      handle: { breadcrumb: 'Writing Assessment' },
      lazy: lazyPage(() => import('./pages/assessment-page')),
    },
    {
      path: 'surveys/anps/:token',
      handle: { breadcrumb: 'Survey' },
      lazy: lazyPage(() => import('./pages/anps-survey-page')),
    },
    {
      path: 'interviews/video-question/:token',
      handle: { breadcrumb: 'Video Interview' },
      lazy: lazyPage(() => import('./pages/video-question-page')),
    },
    {
      path: 'public-recordings',
      handle: { breadcrumb: 'Public Recordings' },
      lazy: lazyPage(() => import('./pages/public-recordings-page')),
    },
    {
      path: 'public-recordings/record',
      handle: { breadcrumb: 'Record' },
      lazy: lazyPage(() => import('./pages/public-recording-record-page')),
    },
    {
      path: 'public-recordings/view/:shareToken',
      handle: { breadcrumb: 'Recording' },
      lazy: lazyPage(() => import('./pages/public-recording-view-page')),
    },
    {
      path: 'interviews/video-question-test/:videoQuestionId',
      handle: { breadcrumb: 'Video Interview Test' },
      lazy: lazyPage(() => import('./pages/video-question-test-page')),
    },
    {
      path: 'interviews/typing-assessment-test/:typingTestId',
      handle: { breadcrumb: 'Typing Assessment Test' },
      lazy: lazyPage(() => import('./pages/typing-assessment-test-page')),
    },
    {
      path: 'interviews/resume-profile/:token',
      handle: { breadcrumb: 'Resume Profile' },
      lazy: lazyPage(() => import('./pages/resume-profile-page')),
    },
    {
      path: 'interviews/resume-profile-test/:resumeProfileId',
      handle: { breadcrumb: 'Resume Profile Test' },
      lazy: lazyPage(() => import('./pages/resume-profile-test-page')),
    },
  ],
};
