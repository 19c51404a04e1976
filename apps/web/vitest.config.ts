import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One jsdom and one load of React and MUI per worker instead of per test file: the suite
    // takes a fifth of the time. Source modules are still evaluated afresh for each file.
    isolate: false,
  },
});
