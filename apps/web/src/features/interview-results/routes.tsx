import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';
import { RESULT_KINDS, RESULT_SLUGS, type ResultSlug } from './result-kinds';

const interviewsList = lazyPage(() => import('./pages/interview-results-page'));
const interviewDetail = lazyPage(() => import('./pages/interview-result-page'));
const testsList = lazyPage(() => import('./pages/test-results-page'));
const testDetail = lazyPage(() => import('./pages/test-result-page'));

/** Applicant interview results: /talent-discovery/<slug>, /archived-items/<slug>, each with /{id}. */
const interviewRoutes = (slug: ResultSlug): RouteObject[] => {
  const { title } = RESULT_KINDS[slug];
  return [
    { path: `talent-discovery/${slug}`, lazy: interviewsList, handle: { resultKind: slug } },
    {
      path: `talent-discovery/${slug}/:id`,
      lazy: interviewDetail,
      handle: { resultKind: slug, breadcrumb: 'Interview Result', dynamicBreadcrumb: true },
    },
    {
      path: `archived-items/${slug}`,
      lazy: interviewsList,
      handle: { resultKind: slug, archived: true, breadcrumb: title },
    },
    {
      path: `archived-items/${slug}/:id`,
      lazy: interviewDetail,
      handle: {
        resultKind: slug,
        archived: true,
        breadcrumb: 'Interview Result',
        dynamicBreadcrumb: true,
      },
    },
  ];
};

/** Test results (pilots by email): /testing-results/<slug> and /archived-items/testing-results/<slug>. */
const testRoutes = (slug: ResultSlug): RouteObject[] => {
  const { title } = RESULT_KINDS[slug];
  return [
    { path: `testing-results/${slug}`, lazy: testsList, handle: { resultKind: slug } },
    {
      path: `testing-results/${slug}/:id`,
      lazy: testDetail,
      handle: { resultKind: slug, breadcrumb: 'Test Result', dynamicBreadcrumb: true },
    },
    {
      path: `archived-items/testing-results/${slug}`,
      lazy: testsList,
      handle: { resultKind: slug, archived: true, breadcrumb: `Testing: ${title}` },
    },
    {
      path: `archived-items/testing-results/${slug}/:id`,
      lazy: testDetail,
      handle: { resultKind: slug, archived: true, breadcrumb: 'Test Result', dynamicBreadcrumb: true },
    },
  ];
};

/**
 * Every results kind has its applicant-interview screens (the list API takes each type; kinds
 * that cannot be sent yet show an honest empty list). Test-result screens exist for the kinds
 * whose API prefix exists (all three now); /testing-results redirects to video (SPEC §2).
 */
export const interviewResultsRoutes: FeatureRoutes = {
  staff: [
    // SPEC §2: /testing-results opens its first screen, video question results.
    { path: 'testing-results', element: <Navigate to="/testing-results/video-question-results" replace /> },
    ...RESULT_SLUGS.flatMap((slug) => [
      ...interviewRoutes(slug),
      ...(RESULT_KINDS[slug].hasTestResults ? testRoutes(slug) : []),
    ]),
    {
      path: 'talent-discovery/resume-screen-results/fairness',
      lazy: lazyPage(() => import('./pages/fairness-report-page')),
      handle: { breadcrumb: 'Fairness Report' },
    },
    {
      path: 'talent-discovery/assessment-results/:id',
      lazy: lazyPage(() => import('./pages/assessment-result-page')),
      handle: {
        breadcrumb: 'Assessment Result',
        dynamicBreadcrumb: true,
        permission: { id: 'assessment-templates', op: 'view' },
      },
    },
  ],
};
