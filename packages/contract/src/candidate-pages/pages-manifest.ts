import { z } from 'zod';

/**
 * What the web build tells the API about the candidate pages the API serves whole
 * (apps/web/candidate-pages-manifest.ts writes it, apps/api candidate-pages/web-build.ts reads it):
 * purposes, not source files, so neither side names the other's files. Paths are relative to the
 * build folder.
 */
export const CANDIDATE_PAGES_MANIFEST = 'candidate-pages-manifest.json';

export const ZCandidatePagesManifest = z.object({
  version: z.literal(1),
  /** The small module script of each served page. */
  scripts: z.object({ jobPage: z.string().optional(), applySteps: z.string().optional() }),
  /**
   * For the page the public entry renders under a served head (the job page, when it is not served
   * whole): the chunks to announce that the entry does not load itself (guest layout, the page, the
   * English messages).
   */
  modulePreloads: z.object({ job: z.array(z.string()) }),
  /** The Urbanist (Latin) font files by weight ("400"). */
  fonts: z.record(z.string(), z.string()),
  /** The candidate pages' message files (the web app's own) by language. */
  messages: z.record(z.string(), z.string()),
});
export type TCandidatePagesManifest = z.infer<typeof ZCandidatePagesManifest>;
