// Started by run.mjs (which provides the server): one spec file at a time, generous timeouts.
export default {
  test: {
    include: ['tests/**/*.spec.ts'],
    setupFiles: ['fixtures/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    retry: 0,
    // The machine is shared: give UI assertions time.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
};
