import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FFMPEG_PATH } from './video-media-probe';

/**
 * The first bytes of a WebM recording as Chromium's MediaRecorder writes them (EBML header,
 * DocType webm, a VP8 video track and an Opus sound track), then `body` bytes of clusters.
 */
export const webm = (body = 20_000, seed = 1) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x16, 0x54, 0xae, 0x6b, 0x86, 0x81]),
    Buffer.from('V_VP8', 'latin1'),
    Buffer.from([0xe1, 0x86, 0x81]),
    Buffer.from('A_OPUS', 'latin1'),
    Buffer.from(Array.from({ length: body }, (_, i) => (i * 31 + seed) % 256)),
  ]);
export const split = (buf: Buffer, size: number) => {
  const out: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) out.push(buf.subarray(i, i + size));
  return out;
};

/**
 * A real recording made by ffmpeg (the binary the API probes with): VP8 + Opus in WebM written as
 * a live stream (no duration, no cues), like MediaRecorder's, or H.264 + AAC in MP4. A `silent`
 * one has a sound track of digital silence.
 */
export const recording = (opts: { seconds?: number; silent?: boolean; mp4?: boolean } = {}): Buffer => {
  const dir = mkdtempSync(join(tmpdir(), 'ats-recording-'));
  const out = join(dir, opts.mp4 ? 'r.mp4' : 'r.webm');
  try {
    execFileSync(FFMPEG_PATH, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=15',
      '-f',
      'lavfi',
      '-i',
      opts.silent ? 'anullsrc=r=48000:cl=mono' : 'sine=frequency=440:sample_rate=48000',
      '-t',
      String(opts.seconds ?? 2),
      ...(opts.mp4
        ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mp4']
        : ['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus', '-f', 'webm', '-live', '1']),
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
