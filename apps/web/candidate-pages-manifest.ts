import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// By path, not '@ats/contract': Vite's config loader leaves workspace packages to Node, which
// cannot load the contract's TypeScript.
import {
  CANDIDATE_PAGES_MANIFEST,
  type TCandidatePagesManifest,
} from '../../packages/contract/src/candidate-pages/pages-manifest';

const MESSAGES = fileURLToPath(new URL('./src/shared/i18n/messages', import.meta.url));

/** Served page scripts: the `rollupOptions.input` names of vite.config.ts. */
const SCRIPTS = { jobPage: 'job-page-script', applySteps: 'apply-steps-script' } as const;
/** The page module the public entry renders under a served head (the job page of a staff preview). */
const JOB_PAGE_MODULE = 'src/features/job-page/pages/job-page.tsx';

interface Chunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}
type Output = Chunk | { type: 'asset'; fileName: string };

/**
 * Emits the candidate pages' message files (`i18n/<lng>.json`) and their manifest (the contract's
 * ZCandidatePagesManifest), which the API reads instead of naming the web app's source files:
 * the served pages' scripts, the chunks the public entry's job page needs beyond the
 * entry (guest layout, page, English messages), the Urbanist files by weight, the message files.
 */
export const candidatePagesManifest = (): Plugin => ({
  name: 'ats-candidate-pages-manifest',
  apply: 'build',
  generateBundle(_options, bundle) {
    const messages: Record<string, string> = {};
    for (const file of readdirSync(MESSAGES).filter((f) => f.endsWith('.json'))) {
      const fileName = `i18n/${file}`;
      this.emitFile({ type: 'asset', fileName, source: readFileSync(join(MESSAGES, file), 'utf8') });
      messages[file.replace(/\.json$/, '')] = fileName;
    }
    const outputs = Object.values(bundle) as Output[];
    const chunks = outputs.filter((o): o is Chunk => o.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const byModule = (suffix: string) =>
      chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
    /** A chunk's file and its static imports' files, recursively. */
    const closure = (chunk: Chunk | undefined, into = new Set<string>()) => {
      if (!chunk || into.has(chunk.fileName)) return into;
      into.add(chunk.fileName);
      for (const f of chunk.imports) closure(byFile.get(f), into);
      return into;
    };
    const entry = byModule('/public.html');
    const loadedByEntry = closure(entry);
    const guestLayout = entry?.dynamicImports
      .map((f) => byFile.get(f))
      .find((c) => c?.facadeModuleId?.includes('guest-layout'));
    const preloadsOf = (page: string) => {
      const files = new Set<string>();
      if (!entry) return [];
      for (const root of [guestLayout, byModule(page), byModule('i18n/messages/en.json')])
        closure(root, files);
      return [...files].filter((f) => !loadedByEntry.has(f) && f.endsWith('.js'));
    };
    const scriptOf = (name: string) => chunks.find((c) => c.isEntry && c.name === name)?.fileName;
    const fonts = Object.fromEntries(
      outputs
        .map((o) => [/\/urbanist-latin-(\d+)-normal-[\w-]+\.woff2$/.exec(o.fileName)?.[1], o.fileName])
        .filter((e): e is [string, string] => Boolean(e[0])),
    );
    const manifest: TCandidatePagesManifest = {
      version: 1,
      scripts: { jobPage: scriptOf(SCRIPTS.jobPage), applySteps: scriptOf(SCRIPTS.applySteps) },
      modulePreloads: { job: preloadsOf(JOB_PAGE_MODULE) },
      fonts,
      messages,
    };
    this.emitFile({
      type: 'asset',
      fileName: CANDIDATE_PAGES_MANIFEST,
      source: `${JSON.stringify(manifest, null, 2)}\n`,
    });
  },
});
