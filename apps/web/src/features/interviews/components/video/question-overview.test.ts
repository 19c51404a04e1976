import type { TRecorderState } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { needingAttention, progressOf } from './question-overview';

const q = (token: string, phase = 'sent', answerStatus = 'pending') =>
  ({ token, phase, answerStatus }) as Parameters<typeof progressOf>[0];
const none = new Set<string>();

describe('progressOf', () => {
  it('reads the server’s answer status for questions not on screen', () => {
    expect(progressOf(q('a', 'submitted', 'uploaded'), null, none)).toBe('answered');
    expect(progressOf(q('a', 'started', 'uploading'), null, none)).toBe('sending');
    expect(progressOf(q('a', 'started', 'validating'), null, none)).toBe('checking');
    expect(progressOf(q('a', 'started', 'corruption_detected'), null, none)).toBe('retake');
    expect(progressOf(q('a'), null, none)).toBe('notAnswered');
    expect(progressOf(q('a', 'abandoned'), null, none)).toBe('notAnswered');
  });

  it('prefers the recorder’s state for the question on screen', () => {
    const at = (state: TRecorderState) => progressOf(q('a'), { token: 'a', state }, none);
    expect(at('uploading')).toBe('sending');
    expect(at('retrying')).toBe('sending');
    expect(at('network_error')).toBe('sending');
    expect(at('upload_failed')).toBe('sending');
    expect(at('validating')).toBe('checking');
    expect(at('corruption_detected')).toBe('retake');
    expect(at('uploaded')).toBe('answered');
    expect(at('recording')).toBe('notAnswered');
    // Another question's recorder state says nothing about this one.
    expect(progressOf(q('b'), { token: 'a', state: 'uploaded' }, none)).toBe('notAnswered');
  });

  it('keeps an answer this page sent as answered after moving on', () => {
    expect(
      progressOf(q('a', 'started', 'pending'), { token: 'b', state: 'comfort-zone' }, new Set(['a'])),
    ).toBe('answered');
  });
});

describe('needingAttention', () => {
  const qs = [
    q('a', 'submitted', 'uploaded'),
    q('b'),
    q('c', 'started', 'corruption_detected'),
    q('d', 'abandoned'),
  ];
  const progress = qs.map((x) => progressOf(x, null, none));

  it('offers a retake first, then the first unanswered open question, never the one on screen', () => {
    expect(needingAttention(qs, progress, 'a')?.token).toBe('c');
    expect(needingAttention(qs, progress, 'c')?.token).toBe('b');
  });

  it('offers nothing when every other open question is in hand, and never a closed question', () => {
    const done = [q('a', 'submitted', 'uploaded'), q('b'), q('d', 'abandoned')];
    expect(
      needingAttention(
        done,
        done.map((x) => progressOf(x, null, none)),
        'b',
      ),
    ).toBeNull();
  });
});
