import { VIDEO_DURATION_TOLERANCE_SECONDS } from '@ats/contract';

/** Bytes of the first chunk read to check the container and its tracks. */
export const PROBE_HEAD_BYTES = 64 * 1024;

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const has = (head: Buffer, text: string) => head.includes(Buffer.from(text, 'latin1'));

/**
 * Structural checks of an answer from its first bytes (docs/decisions/video.md#video-probing): the
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

/** The duration rule: at most the question's maximum plus a small tolerance. */
export const durationProblem = (durationMs: number, maxAnswerSeconds: number) =>
  durationMs > (maxAnswerSeconds + VIDEO_DURATION_TOLERANCE_SECONDS) * 1000
    ? `the answer is longer than the ${maxAnswerSeconds} s allowed`
    : null;
