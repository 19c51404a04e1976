// Started by run.mjs (which provides the server). Spec files run in parallel workers (they seed
// their own data through the API and share nothing else); each worker keeps one Chromium for all
// the files it runs (`isolate: false` keeps the fixtures' module state between files).
import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Seconds each spec file took in a full run of the browser step on 2 cores (PGlite, nothing else
 * running), 2026-11-28, commit c112b55.
 * Workers take the next file from one queue, so starting the longest first keeps both busy to the
 * end instead of leaving one long file alone on the last worker. Files not listed are estimated
 * from their size; update the table when a file grows a lot.
 */
const SECONDS: Record<string, number> = {
  'i18n/pseudo-locale.spec.ts': 69,
  'interviews/typing-results.spec.ts': 49,
  'application-flow/apply.spec.ts': 45,
  'interviews/typing-candidate.spec.ts': 39,
  'applicants/applicants.spec.ts': 36,
  'application-flow/apply-video.spec.ts': 35,
  'security/xss.spec.ts': 34,
  'shell/shell-screens.spec.ts': 33,
  'assessments/assessments.spec.ts': 33,
  'workspace/candidate-record.spec.ts': 32,
  'video/video-candidate.spec.ts': 31,
  'screening/screening-builders.spec.ts': 31,
  'workspace/pipeline.spec.ts': 30,
  'workspace/defects.spec.ts': 25,
  'class-requests/class-requests.spec.ts': 25,
  'requisitions/requisitions.spec.ts': 24,
  'video/video-review.spec.ts': 22,
  'workspace/collaboration.spec.ts': 21,
  'users/user-management.spec.ts': 20,
  'screening/screening-builders-lists.spec.ts': 18,
  'i18n/pseudo-locale-interviews.spec.ts': 18,
  'application-flow/apply-no-dead-ends.spec.ts': 17,
  'shell/navigation.spec.ts': 16,
  'workspace/scheduling.spec.ts': 15,
  'roles/roles-and-permissions.spec.ts': 14,
  'audit-log/audit-log.spec.ts': 14,
  'resume/resume-profile-spanish.spec.ts': 11,
  'assessments/assessments-bulk-anps.spec.ts': 11,
  'video/public-recordings-staff.spec.ts': 10,
  'auth/sign-in.spec.ts': 10,
  'prompts/prompt-library.spec.ts': 9,
  'dashboard/dashboard.spec.ts': 9,
  'webhooks/webhooks.spec.ts': 8,
  'users/onboarding.spec.ts': 8,
  'resume/resume-profile-interview.spec.ts': 8,
  'data-exports/data-exports.spec.ts': 8,
  'lines-of-business/lines-of-business.spec.ts': 7,
  'data-exports/my-data.spec.ts': 7,
  'candidate-pages/job-board.spec.ts': 6,
  'api-tokens/api-tokens.spec.ts': 6,
  'resume/resume-profile-test.spec.ts': 5,
  'resume/resume-profile-prompt-pin.spec.ts': 3,
  'application-flow/apply-without-script.spec.ts': 1,
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
