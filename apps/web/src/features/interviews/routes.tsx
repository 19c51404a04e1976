import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

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
      path: 'interviews/typing-assessment-test/:typingTestId',
      handle: { breadcrumb: 'Typing Assessment Test' },
      lazy: lazyPage(() => import('./pages/typing-assessment-test-page')),
    },
  ],
};
