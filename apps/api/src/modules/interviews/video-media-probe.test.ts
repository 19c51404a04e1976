import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recording } from './video.test-helper';
import { checkRecording } from './video-media-probe';

const dir = mkdtempSync(join(tmpdir(), 'ats-probe-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** Writes `bytes` and checks it as a recording of `mimeType` for a 60 s question. */
const check = (bytes: Buffer, mimeType: string, declaredDurationMs = 2000, maxAnswerSeconds = 60) => {
  const input = join(dir, `in-${++n}`);
  writeFileSync(input, bytes);
  return checkRecording(input, join(dir, `out-${n}.${mimeType.includes('mp4') ? 'mp4' : 'webm'}`), {
    mimeType,
    declaredDurationMs,
    maxAnswerSeconds,
  });
};

describe('checkRecording (ffprobe + ffmpeg)', () => {
  it('accepts MediaRecorder-style WebM (VP8/Opus, no duration) and MP4 (H.264/AAC), giving the duration', async () => {
    const webm = await check(recording(), 'video/webm;codecs=vp8,opus');
    expect(webm.problems).toEqual([]);
    expect(webm.durationMs).toBeGreaterThan(1800);
    expect(webm.maxVolumeDb).toBeGreaterThan(-50);
    const mp4 = await check(recording({ mp4: true }), 'video/mp4');
    expect(mp4.problems).toEqual([]);
    expect(mp4.durationMs).toBeGreaterThan(1800);
  });

  it('refuses silence, a cut-off file, a container other than declared, too long, and non-video bytes', async () => {
    expect((await check(recording({ silent: true }), 'video/webm')).problems.join()).toMatch(/silent/);
    const good = recording({ seconds: 3 });
    expect(
      (await check(good.subarray(0, Math.floor(good.length * 0.6)), 'video/webm', 3000)).problems.join(),
    ).toMatch(/cut short/);
    expect((await check(recording({ mp4: true }), 'video/webm')).problems.join()).toMatch(/not WebM/);
    expect((await check(recording({ seconds: 8 }), 'video/webm', 8000, 1)).problems.join()).toMatch(
      /longer than the 1 s allowed/,
    );
    // The recorder measured far more than the file holds: its end was lost.
    expect((await check(recording(), 'video/webm', 20_000)).problems.join()).toMatch(/cut short/);
    expect((await check(Buffer.from('not a video at all'), 'video/webm')).problems).toEqual([
      'the file could not be read as a video',
    ]);
  });
});
