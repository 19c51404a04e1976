import { containerProblems } from '../interviews';

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const has = (head: Buffer, text: string) => head.includes(Buffer.from(text, 'latin1'));

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
