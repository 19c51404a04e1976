// Started by run.mjs (which provides the server). Spec files run in parallel workers (they seed
// their own data through the API and share nothing else); each worker keeps one Chromium for all
// the files it runs (`isolate: false` keeps the fixtures' module state between files).
import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Seconds each spec file took in a full run on 2 shared cores (CI=true, PostgreSQL), 2026-11-26;
 * files sped up since then are scaled by their measured single-file before/after ratio.
 * Workers take the next file from one queue, so starting the longest first keeps both busy to the
 * end instead of leaving one long file alone on the last worker. Files not listed are estimated
 * from their size; update the table when a file grows a lot.
 */
const SECONDS: Record<string, number> = {
  'shell/shell-screens.spec.ts': 109,
  'application-flow/apply.spec.ts': 85,
  'screening/screening-builders-lists.spec.ts': 84,
  'applicants/applicants.spec.ts': 73,
  'workspace/pipeline.spec.ts': 71,
  'interviews/typing-results.spec.ts': 69,
  'workspace/defects.spec.ts': 65,
  'requisitions/requisitions.spec.ts': 64,
  'workspace/candidate-record.spec.ts': 62,
  'application-flow/apply-video.spec.ts': 61,
  'shell/navigation.spec.ts': 60,
  'auth/sign-in.spec.ts': 60,
  'assessments/assessments.spec.ts': 59,
  'video/video-candidate.spec.ts': 59,
  'interviews/typing-candidate.spec.ts': 57,
  'users/user-management.spec.ts': 56,
  'roles/roles-and-permissions.spec.ts': 55,
  'audit-log/audit-log.spec.ts': 52,
  'screening/screening-builders.spec.ts': 52,
  'video/video-review.spec.ts': 52,
  'class-requests/class-requests.spec.ts': 50,
  'security/xss.spec.ts': 49,
  'lines-of-business/lines-of-business.spec.ts': 45,
  'workspace/collaboration.spec.ts': 41,
  'workspace/scheduling.spec.ts': 40,
  'video/public-recordings-staff.spec.ts': 39,
  'dashboard/dashboard.spec.ts': 36,
  'assessments/assessments-bulk-anps.spec.ts': 35,
  'resume/resume-profile-spanish.spec.ts': 33,
  'resume/resume-profile-test.spec.ts': 32,
  'resume/resume-profile-interview.spec.ts': 30,
  'prompts/prompt-library.spec.ts': 30,
  'users/onboarding.spec.ts': 22,
  'resume/resume-profile-prompt-pin.spec.ts': 12,
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
