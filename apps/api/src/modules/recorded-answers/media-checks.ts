import { VIDEO_DURATION_TOLERANCE_SECONDS } from '@ats/contract';
import type { RecordingStorage } from './recording-storage';

/** Bytes of the first piece read to check the container and its tracks. */
const PROBE_HEAD_BYTES = 64 * 1024;

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const has = (head: Buffer, text: string) => head.includes(Buffer.from(text, 'latin1'));

/**
 * Structural checks of a video answer from its first bytes (docs/decisions/video.md#video-probing): the
 * container matches the declared type, and its header declares a video and an audio track with
 * codecs browsers play. Answers the problems; none = fine.
 */
export const containerProblems = (head: Buffer, mimeType: string): string[] => {
  const type = mimeType.toLowerCase().startsWith('video/mp4') ? 'mp4' : 'webm';
  if (type === 'webm') {
    if (!head.subarray(0, 4).equals(EBML)) return ['the file is not a WebM video'];
    if (!has(head, 'webm')) return ['the file is Matroska but not WebM'];
    const problems: string[] = [];
    if (!['V_VP8', 'V_VP9', 'V_AV1', 'V_MPEG4/ISO/AVC'].some((c) => has(head, c)))
      problems.push('the recording has no video track');
    if (!['A_OPUS', 'A_VORBIS', 'A_AAC'].some((c) => has(head, c)))
      problems.push('the recording has no sound track');
    return problems;
  }
  if (head.length < 12 || head.subarray(4, 8).toString('latin1') !== 'ftyp')
    return ['the file is not an MP4 video'];
  const problems: string[] = [];
  if (!has(head, 'moov')) return ['the MP4 header is missing (the recording was cut short)'];
  if (!has(head, 'vide')) problems.push('the recording has no video track');
  if (!has(head, 'soun')) problems.push('the recording has no sound track');
  return problems;
};

/**
 * Structural checks of a spoken answer from its first bytes: camera answers are checked exactly
 * as video answers (a video and a sound track); microphone answers need the container and a
 * sound track only (WebM, MP4 or Ogg).
 */
export const spokenProblems = (head: Buffer, mimeType: string, media: 'camera' | 'microphone'): string[] => {
  if (media === 'camera') return containerProblems(head, mimeType.replace(/^audio\//i, 'video/'));
  if (/^audio\/ogg/i.test(mimeType)) {
    if (head.subarray(0, 4).toString('latin1') !== 'OggS') return ['the file is not an Ogg recording'];
    return has(head, 'OpusHead') || has(head, '\x01vorbis') ? [] : ['the recording has no sound track'];
  }
  const mp4 = /^(audio|video)\/mp4/i.test(mimeType);
  if (!mp4) {
    if (!head.subarray(0, 4).equals(EBML) || !has(head, 'webm')) return ['the file is not a WebM recording'];
    return ['A_OPUS', 'A_VORBIS', 'A_AAC'].some((c) => has(head, c))
      ? []
      : ['the recording has no sound track'];
  }
  if (head.length < 12 || head.subarray(4, 8).toString('latin1') !== 'ftyp')
    return ['the file is not an MP4 recording'];
  if (!has(head, 'moov')) return ['the MP4 header is missing (the recording was cut short)'];
  return has(head, 'soun') ? [] : ['the recording has no sound track'];
};

/** The duration rule: at most the question's maximum plus a small tolerance. */
const durationProblem = (durationMs: number, maxAnswerSeconds: number) =>
  durationMs > (maxAnswerSeconds + VIDEO_DURATION_TOLERANCE_SECONDS) * 1000
    ? `the answer is longer than the ${maxAnswerSeconds} s allowed`
    : null;

/**
 * The quick checks of a whole take before it counts (or goes to the background probe): its size,
 * its first bytes (read from storage, checked by the pipeline's `container` rule) and the declared
 * length. Answers the problems; none = fine.
 */
export const quickProblems = async (
  storage: RecordingStorage,
  take: {
    headKey: string;
    bytes: number;
    maxBytes: number;
    durationMs: number | null;
    maxAnswerSeconds: number;
  },
  container: (head: Buffer) => string[],
) => {
  const problems: string[] = [];
  if (take.bytes > take.maxBytes) problems.push('the answer is too large');
  const head = await storage.adapter.inspect(take.headKey, PROBE_HEAD_BYTES);
  if (!head) problems.push('the start of the recording is missing');
  else problems.push(...container(head.head));
  const tooLong = take.durationMs === null ? null : durationProblem(take.durationMs, take.maxAnswerSeconds);
  if (tooLong) problems.push(tooLong);
  return problems;
};
