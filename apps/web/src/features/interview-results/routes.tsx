import { staffPath } from '@ats/contract';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
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
    { path: staffRoute('interviewResults', { slug }), lazy: interviewsList, handle: { resultKind: slug } },
    {
      path: staffRoute('interviewResult', { slug }),
      lazy: interviewDetail,
      handle: { resultKind: slug, breadcrumb: 'Interview Result', dynamicBreadcrumb: true },
    },
    {
      path: staffRoute('archivedInterviewResults', { slug }),
      lazy: interviewsList,
      handle: { resultKind: slug, archived: true, breadcrumb: title },
    },
    {
      path: staffRoute('archivedInterviewResult', { slug }),
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
    { path: staffRoute('testResults', { slug }), lazy: testsList, handle: { resultKind: slug } },
    {
      path: staffRoute('testResult', { slug }),
      lazy: testDetail,
      handle: { resultKind: slug, breadcrumb: 'Test Result', dynamicBreadcrumb: true },
    },
    {
      path: staffRoute('archivedTestResults', { slug }),
      lazy: testsList,
      handle: { resultKind: slug, archived: true, breadcrumb: `Testing: ${title}` },
    },
    {
      path: staffRoute('archivedTestResult', { slug }),
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
    {
      path: staffRoute('testingResults'),
      element: <Navigate to={staffPath('testResults', { slug: 'video-question-results' })} replace />,
    },
    ...RESULT_SLUGS.flatMap((slug) => [
      ...interviewRoutes(slug),
      ...(RESULT_KINDS[slug].hasTestResults ? testRoutes(slug) : []),
    ]),
    {
      path: staffRoute('fairnessReport'),
      lazy: lazyPage(() => import('./pages/fairness-report-page')),
      handle: { breadcrumb: 'Fairness Report' },
    },
    {
      path: staffRoute('assessmentResult'),
      lazy: lazyPage(() => import('./pages/assessment-result-page')),
      handle: {
        breadcrumb: 'Assessment Result',
        dynamicBreadcrumb: true,
        permission: { id: 'assessment-templates', op: 'view' },
      },
    },
  ],
};
