import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CANDIDATE_PAGES_MANIFEST,
  type TCandidatePagesManifest,
  ZCandidatePagesManifest,
} from '@ats/contract';
import type { Messages } from './public-i18n';

/**
 * What the served candidate pages take from the web build: its folder, the candidate pages'
 * manifest the build writes (apps/web/candidate-pages-manifest.ts: scripts, chunks to announce,
 * fonts, message files) and those message files. Read once at start-up.
 */
export interface WebBuild {
  dir: string;
  manifest: TCandidatePagesManifest;
  /** The candidate pages' messages by language (the web app's own files). */
  messages: Record<string, Messages>;
}

const NO_MANIFEST: TCandidatePagesManifest = {
  version: 1,
  scripts: {},
  modulePreloads: { job: [] },
  fonts: {},
  messages: {},
};

/** The web build's folder (the one with public.html), or undefined when it is not built. */
const webDistDir = (webDist: string | undefined) => {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = webDist
    ? [webDist]
    : [resolve(here, '../../web/dist'), resolve(here, '../../../../web/dist')];
  return candidates.find((d) => existsSync(join(d, 'public.html')));
};

/**
 * The web build of `webDist` (or the default folders), or null when the web app is not built. A
 * build without the manifest (or with one of another version) serves the app's shell only.
 */
export const readWebBuild = (webDist: string | undefined): WebBuild | null => {
  const dir = webDistDir(webDist);
  if (!dir) return null;
  const file = join(dir, CANDIDATE_PAGES_MANIFEST);
  const parsed = existsSync(file)
    ? ZCandidatePagesManifest.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    : undefined;
  const manifest = parsed?.success ? parsed.data : NO_MANIFEST;
  const messages = Object.fromEntries(
    Object.entries(manifest.messages).map(([lng, path]) => [
      lng,
      JSON.parse(readFileSync(join(dir, path), 'utf8')) as Messages,
    ]),
  );
  return { dir, manifest, messages };
};
