import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { candidatePagesManifest } from './candidate-pages-manifest';
import { precompress } from './precompress';

// Dev server: `npm run dev -w apps/web` proxies /api to the API on port 3000 (start it with `npm start` or `npm run dev -w apps/api`).
export default defineConfig({
  plugins: [react(), candidatePagesManifest(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    // The manifest lets scripts/check-bundle-budget.mjs measure what each entry loads.
    manifest: true,
    rollupOptions: {
      // The staff app, the public pages (candidates, guests) without staff code, and the small
      // scripts of the pages served whole as HTML (the job page, the steps before the application).
      input: {
        main: 'index.html',
        public: 'public.html',
        'job-page-script': 'src/features/job-page/served/job-page-script.ts',
        'apply-steps-script': 'src/features/application-flow/served/apply-steps-script.ts',
      },
      // Contract schemas are built at module level (`z.object(...)`); marking zod's builders pure
      // lets a page that needs only labels or types drop the schemas and zod itself.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        // Route-level chunks are named after their page module (e.g. users-page-3f2a.js).
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Libraries only some pages use get chunks of their own, so a page that does not use them
        // does not download them with a shared chunk (the public pages' size budget).
        codeSplitting: {
          // A group takes only its own modules (React, which react-redux imports, stays shared).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // The class request schemas load with the hiring form's checks, its options (zod-free)
            // with its fields: left to itself Rolldown shares one chunk between them, and the
            // form's first paint would download zod.
            {
              name: 'class-request-schema',
              test: /[\\/]contract[\\/]src[\\/]class-requests[\\/]class-request(\.schema|-fields)\.ts$/,
            },
            {
              name: 'class-request-options',
              test: /[\\/]contract[\\/]src[\\/]class-requests[\\/]class-request-options\.ts$/,
            },
            // What the served job page's script shares with the app's pages: one small chunk.
            {
              name: 'candidate-events',
              test: /src[\\/]shared[\\/](application-funnel-events|i18n[\\/]language-choice)\.ts$|job-page[\\/]hooks[\\/]count-visit\.ts$/,
            },
            // The session's stored form and the sign-in forms' hand-off: the staff entry and the
            // public entry's sign-in screens share them, and no candidate page should carry them.
            {
              name: 'sign-in-session',
              test: /src[\\/]shared[\\/]session[\\/](persisted-session|sign-in-handoff)\.ts$|src[\\/]app[\\/]guards[\\/]safe-from\.ts$/,
            },
            {
              name: 'redux',
              test: /[\\/]node_modules[\\/](@reduxjs|@standard-schema|immer|reselect|redux|redux-thunk|react-redux|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
