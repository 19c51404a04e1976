import { createRequire } from 'node:module';
import { VIDEO_DURATION_TOLERANCE_SECONDS } from '@ats/contract';
import { runProgram } from '../../lib/program-runner';

const require = createRequire(import.meta.url);
/** The binaries the npm packages ship (docs/decisions/video.md#video-probing). */
export const FFPROBE_PATH = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
export const FFMPEG_PATH = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** Which ffprobe and ffmpeg check recordings: the bundled ones unless FFPROBE_PATH / FFMPEG_PATH say. */
export interface MediaTools {
  ffprobe: string;
  ffmpeg: string;
}
export const BUNDLED_MEDIA_TOOLS: MediaTools = { ffprobe: FFPROBE_PATH, ffmpeg: FFMPEG_PATH };

/** Loudest sample below this (dBFS) is a silent recording: a muted or dead microphone. */
const SILENCE_MAX_DB = -50;
/** A file that plays clearly shorter than the recorder measured lost its end. */
const TRUNCATED_RATIO = 0.8;
const TRUNCATED_SLACK_MS = 1500;
const VIDEO_CODECS = ['vp8', 'vp9', 'av1', 'h264'];
const AUDIO_CODECS = ['opus', 'vorbis', 'aac'];
const RUN_TIMEOUT_MS = 10 * 60_000;

const run = (bin: string, args: string[]) => runProgram(bin, args, RUN_TIMEOUT_MS);

interface Probed {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; codec_name?: string }[];
}

const ffprobe = async (bin: string, file: string) => {
  const r = await run(bin, [
    '-v',
    'error',
    '-show_entries',
    'format=format_name,duration:stream=codec_type,codec_name',
    '-of',
    'json',
    file,
  ]);
  let probed: Probed = {};
  try {
    probed = JSON.parse(r.stdout || '{}') as Probed;
  } catch {
    probed = {};
  }
  return { probed, ok: r.code === 0 && Boolean(probed.format?.format_name), errors: r.stderr.trim() };
};

export interface RecordingCheck {
  /** Empty when the recording is fine. */
  problems: string[];
  /** The duration the fixed file declares (players seek with it); null when unknown. */
  durationMs: number | null;
  /** Loudest sample in dBFS; null without sound. */
  maxVolumeDb: number | null;
}

/**
 * Checks a whole recording with ffprobe and ffmpeg and writes `output`: the same streams remuxed
 * without re-encoding, so a MediaRecorder WebM gets its duration and cues (every player can seek)
 * and an MP4 gets its index at the front. Rules: container as declared, a video track and a sound
 * track with codecs browsers play, readable to the end (not truncated), not silent, and at most
 * the question's maximum plus the tolerance.
 */
export const checkRecording = async (
  input: string,
  output: string,
  opts: { mimeType: string; declaredDurationMs: number; maxAnswerSeconds: number },
  tools: MediaTools = BUNDLED_MEDIA_TOOLS,
): Promise<RecordingCheck> => {
  const mp4 = opts.mimeType.toLowerCase().startsWith('video/mp4');
  const first = await ffprobe(tools.ffprobe, input);
  if (!first.ok)
    return { problems: ['the file could not be read as a video'], durationMs: null, maxVolumeDb: null };
  const problems: string[] = [];
  const format = first.probed.format?.format_name ?? '';
  if (mp4 ? !/mp4|mov/.test(format) : !/webm|matroska/.test(format))
    problems.push(`the file is ${format}, not ${mp4 ? 'MP4' : 'WebM'}`);
  const streams = first.probed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video) problems.push('the recording has no video track');
  else if (!VIDEO_CODECS.includes(video.codec_name ?? ''))
    problems.push(`the video codec ${video.codec_name} is not allowed`);
  if (!audio) problems.push('the recording has no sound track');
  else if (!AUDIO_CODECS.includes(audio.codec_name ?? ''))
    problems.push(`the sound codec ${audio.codec_name} is not allowed`);
  if (problems.length) return { problems, durationMs: null, maxVolumeDb: null };

  // One pass: remux (no re-encoding) and measure the sound level; errors reading it = truncated.
  const r = await run(tools.ffmpeg, [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'level+info',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0',
    '-c',
    'copy',
    ...(mp4 ? ['-movflags', '+faststart', '-f', 'mp4'] : ['-f', 'webm']),
    '-y',
    output,
    '-map',
    '0:a:0',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const lines = r.stderr.split('\n');
  const volume = lines.map((l) => l.match(/max_volume:\s*(-?[\d.]+|-inf) dB/)).find(Boolean);
  const maxVolumeDb = volume ? (volume[1] === '-inf' ? -Infinity : Number(volume[1])) : null;
  if (r.code !== 0 || lines.some((l) => /\[(error|fatal)\]/.test(l)))
    problems.push('the recording is cut short or damaged (it cannot be read to the end)');
  if (maxVolumeDb === null || maxVolumeDb < SILENCE_MAX_DB)
    problems.push('the recording is silent: check the microphone');

  const fixed = r.code === 0 ? await ffprobe(tools.ffprobe, output) : null;
  const seconds = Number(fixed?.probed.format?.duration);
  const durationMs = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null;
  if (durationMs === null) problems.push('the recording has no readable duration');
  else {
    if (durationMs > (opts.maxAnswerSeconds + VIDEO_DURATION_TOLERANCE_SECONDS) * 1000)
      problems.push(`the answer is longer than the ${opts.maxAnswerSeconds} s allowed`);
    if (durationMs < opts.declaredDurationMs * TRUNCATED_RATIO - TRUNCATED_SLACK_MS)
      problems.push('the recording is shorter than what was recorded (it was cut short)');
  }
  return { problems: [...new Set(problems)], durationMs, maxVolumeDb };
};
