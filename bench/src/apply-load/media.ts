// What candidates send: a real WebM answer made with ffmpeg (kept in a gitignored folder, never
// committed) and real resumes (the API's author-written fixtures: PDF, DOCX and text).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fixtures, PERSONAS } from '../../../apps/api/src/modules/resume-parsing';
import { ROOT } from '../processes';

/** Seconds of the answer: the video question allows more (its maximum is set above this). */
export const ANSWER_SECONDS = 30;
const MEDIA_DIR = join(ROOT, 'bench/.tmp/apply-load');

const ffmpegBinary = () => {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0) return 'ffmpeg';
  return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
};

/**
 * A 30 s 640×360 VP8 + Opus WebM of ~5 MB (a test pattern and a tone, as a webcam recording is
 * video and sound): made once, then reused from bench/.tmp (gitignored).
 */
export const answerWebm = () => {
  const file = join(MEDIA_DIR, 'answer-30s.webm');
  if (existsSync(file)) return { file, size: statSync(file).size };
  mkdirSync(MEDIA_DIR, { recursive: true });
  const partial = `${file}.part.webm`;
  console.log('making the answer WebM with ffmpeg (once; kept in bench/.tmp/apply-load)…');
  const r = spawnSync(
    ffmpegBinary(),
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=30:duration=${ANSWER_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${ANSWER_SECONDS}`],
      ...['-c:v', 'libvpx', '-b:v', '1300k', '-deadline', 'realtime', '-cpu-used', '8'],
      ...['-c:a', 'libopus', '-b:a', '64k', '-shortest', partial],
    ],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`ffmpeg could not make the answer WebM (exit ${r.status})`);
  renameSync(partial, file);
  return { file, size: statSync(file).size };
};

export interface ResumeFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;

/** The 36 fixture resumes (12 personas × PDF one and two columns, DOCX, text), rendered once. */
export const resumeFiles = async (): Promise<ResumeFile[]> =>
  Promise.all(
    fixtures(PERSONAS).map(async (f) => ({
      name: `${f.id}.${f.ext}`,
      contentType: TYPES[f.ext],
      bytes: await f.render(),
    })),
  );
