// Started by run.mjs (which provides the server). Spec files run in parallel workers (they seed
// their own data through the API and share nothing else); each worker keeps one Chromium for all
// the files it runs (`isolate: false` keeps the fixtures' module state between files).
import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Seconds each spec file took in a full run of `.ci/run` on 2 cores (CI=true, PostgreSQL),
 * 2026-11-26, commit 142da55.
 * Workers take the next file from one queue, so starting the longest first keeps both busy to the
 * end instead of leaving one long file alone on the last worker. Files not listed are estimated
 * from their size; update the table when a file grows a lot.
 */
const SECONDS: Record<string, number> = {
  'interviews/typing-results.spec.ts': 47,
  'application-flow/apply.spec.ts': 44,
  'interviews/typing-candidate.spec.ts': 40,
  'applicants/applicants.spec.ts': 39,
  'security/xss.spec.ts': 38,
  'application-flow/apply-video.spec.ts': 31,
  'assessments/assessments.spec.ts': 30,
  'workspace/pipeline.spec.ts': 28,
  'video/video-candidate.spec.ts': 28,
  'video/video-review.spec.ts': 26,
  'workspace/collaboration.spec.ts': 26,
  'requisitions/requisitions.spec.ts': 24,
  'workspace/defects.spec.ts': 23,
  'workspace/candidate-record.spec.ts': 22,
  'shell/shell-screens.spec.ts': 21,
  'class-requests/class-requests.spec.ts': 21,
  'screening/screening-builders.spec.ts': 20,
  'audit-log/audit-log.spec.ts': 17,
  'users/user-management.spec.ts': 16,
  'screening/screening-builders-lists.spec.ts': 15,
  'shell/navigation.spec.ts': 15,
  'workspace/scheduling.spec.ts': 14,
  'lines-of-business/lines-of-business.spec.ts': 13,
  'video/public-recordings-staff.spec.ts': 13,
  'i18n/pseudo-locale.spec.ts': 25,
  'i18n/pseudo-locale-interviews.spec.ts': 12,
  'auth/sign-in.spec.ts': 12,
  'roles/roles-and-permissions.spec.ts': 11,
  'dashboard/dashboard.spec.ts': 11,
  'resume/resume-profile-spanish.spec.ts': 11,
  'prompts/prompt-library.spec.ts': 10,
  'assessments/assessments-bulk-anps.spec.ts': 9,
  'users/onboarding.spec.ts': 9,
  'resume/resume-profile-interview.spec.ts': 8,
  'resume/resume-profile-test.spec.ts': 5,
  'resume/resume-profile-prompt-pin.spec.ts': 3,
  'application-flow/apply-without-script.spec.ts': 2,
};

const estimate = (spec: TestSpecification) => {
  const rel = spec.moduleId.split('/e2e/tests/')[1] ?? spec.moduleId;
  return SECONDS[rel] ?? statSync(spec.moduleId).size / 150;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => estimate(b) - estimate(a));
  }
}

export default {
  test: {
    include: ['tests/**/*.spec.ts'],
    setupFiles: ['fixtures/setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // Whole journeys (build every screening kind, take two assessments on a phone) run for a minute
    // or more on 2 cores; a stuck step fails at its own wait (Playwright's, expect.poll's) first.
    testTimeout: 180_000,
    hookTimeout: 90_000,
    retry: 0,
    // The machine is shared: give UI assertions time.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
};
