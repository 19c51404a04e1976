import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../lib/http-error';
import { quickProblems, spokenProblems } from './media-checks';
import type { RecordingStorage } from './recording-storage';
import { assertTakeOpen, assertTusCreate, currentUploadName, wantedTake } from './take';

const statusOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as HttpError).statusCode;
  }
  return 'ok';
};
const NAME = 'ab'.repeat(16);
/** A storage that holds one object's first bytes and records deletions. */
const storageWith = (head: Buffer | null, deleted: string[] = []) =>
  ({
    adapter: {
      inspect: async () => (head ? { head } : null),
      delete: async (key: string) => void deleted.push(key),
    },
  }) as unknown as RecordingStorage;

describe('a take of a recorded answer', () => {
  it('only takes uploads of the current round, and no bytes once received or being checked', () => {
    expect(currentUploadName(`2-${NAME}`, { corruptions: 2 })).toBe(NAME);
    expect(statusOf(() => currentUploadName(`1-${NAME}`, { corruptions: 2 }))).toBe(404);
    expect(statusOf(() => currentUploadName(`2-${NAME}`, undefined))).toBe(404);
    expect(statusOf(() => currentUploadName('2-nothex', { corruptions: 2 }))).toBe(404);
    expect(statusOf(() => assertTakeOpen({ status: 'corruption_detected' }))).toBe('ok');
    expect(statusOf(() => assertTakeOpen({ status: 'uploaded' }))).toBe(409);
    expect(statusOf(() => assertTakeOpen({ status: 'validating' }))).toBe(409);
  });

  it('checks a tus creation: the type first, then the declared length', () => {
    const rule = {
      accepts: (t: string) => t === 'video/webm',
      refusal: ['no', 'hint'] as [string, string],
      maxBytes: 10,
      noun: 'An answer',
    };
    expect(statusOf(() => assertTusCreate({ length: 5, mimeType: 'video/webm' }, rule))).toBe('ok');
    expect(statusOf(() => assertTusCreate({ length: null, mimeType: 'video/webm' }, rule))).toBe('ok');
    expect(statusOf(() => assertTusCreate({ length: 50, mimeType: 'audio/ogg' }, rule))).toBe(400);
    expect(statusOf(() => assertTusCreate(undefined, rule))).toBe(400);
    expect(statusOf(() => assertTusCreate({ length: 11, mimeType: 'video/webm' }, rule))).toBe(413);
    expect(statusOf(() => assertTusCreate({ length: 0, mimeType: 'video/webm' }, rule))).toBe(400);
  });

  it('deletes a finished upload whose take moved on, and keeps the current one', async () => {
    const deleted: string[] = [];
    const slot = { answerId: 'a', round: 1, key: 'k' };
    const current = { id: 'a', status: 'uploading', corruptions: 1 };
    await expect(wantedTake(storageWith(null, deleted), slot, current)).resolves.toBe(current);
    for (const moved of [{ ...current, corruptions: 2 }, { ...current, status: 'uploaded' }, undefined])
      await expect(wantedTake(storageWith(null, deleted), slot, moved)).rejects.toMatchObject({
        statusCode: 409,
      });
    expect(deleted).toEqual(['k', 'k', 'k']);
  });
});

describe('the quick media checks', () => {
  const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(20), Buffer.from('OpusHead')]);
  const take = { headKey: 'k', bytes: 100, maxBytes: 1000, durationMs: 1000, maxAnswerSeconds: 10 };
  const check = (head: Buffer) => spokenProblems(head, 'audio/ogg', 'microphone');

  it('passes a sound recording in time and names each problem of a bad one', async () => {
    expect(await quickProblems(storageWith(ogg), take, check)).toEqual([]);
    expect(
      await quickProblems(
        storageWith(Buffer.from('OggS')),
        { ...take, bytes: 2000, durationMs: 16_000 },
        check,
      ),
    ).toEqual([
      'the answer is too large',
      'the recording has no sound track',
      'the answer is longer than the 10 s allowed',
    ]);
    expect(await quickProblems(storageWith(null), take, check)).toEqual([
      'the start of the recording is missing',
    ]);
  });

  it('checks a camera answer as a video: a sound-only WebM lacks its video track', () => {
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm A_OPUS')]);
    expect(spokenProblems(webm, 'audio/webm', 'microphone')).toEqual([]);
    expect(spokenProblems(webm, 'audio/webm', 'camera')).toEqual(['the recording has no video track']);
  });
});
