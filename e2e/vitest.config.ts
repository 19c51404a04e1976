// Started by run.mjs (which provides the server). Spec files run in parallel workers (they seed
// their own data through the API and share nothing else); each worker keeps one Chromium for all
// the files it runs (`isolate: false` keeps the fixtures' module state between files).
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default {
  test: {
    include: ['tests/**/*.spec.ts'],
    setupFiles: ['fixtures/setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    isolate: false,
    // Whole journeys (build every screening kind, take two assessments on a phone) run for a minute
    // or more on 2 cores; a stuck step fails at its own wait (Playwright's, expect.poll's) first.
    testTimeout: 180_000,
    hookTimeout: 90_000,
    retry: 0,
    // The machine is shared: give UI assertions time.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
};
