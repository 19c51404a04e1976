import { describe, expect, it } from 'vitest';
import { analyseWriting, keyPointCoverage, readabilityOf, wordsOf, writingScore } from './writing-engine';

const TASK = {
  task: 'Reply to Daniel Brooks about order #58213.',
  keyPoints: ['apologise for the double charge', 'refund the duplicate payment', 'order number 58213'],
  minWords: 20,
  maxWords: 80,
  rubric: [
    { id: 'task', label: 'Task achievement', description: '', weight: 3 },
    { id: 'accuracy', label: 'Grammar and spelling', description: '', weight: 3 },
    { id: 'clarity', label: 'Clarity', description: '', weight: 2 },
    { id: 'tone', label: 'Tone', description: '', weight: 2 },
  ],
};

const found = async (text: string) =>
  (await analyseWriting(text, TASK)).findings.map((f) => `${f.check}:${text.slice(f.start, f.end)}`);

describe('the built-in writing engine', () => {
  it('finds known spelling mistakes with suggestions, and accepts names taken from the task', async () => {
    const a = await analyseWriting(
      'Dear Daniel, we recieved your mesage about order 58213 from Brooks.',
      TASK,
    );
    expect(
      a.findings.filter((f) => f.check === 'spelling').map((f) => [f.excerpt, f.suggestions[0]]),
    ).toEqual([
      ['recieved', 'received'],
      ['mesage', 'message'],
    ]);
  });

  it('finds repeated words, wrong indefinite articles, missing apostrophes and double spaces', async () => {
    expect(await found('I will check the the account.')).toEqual(['repeated-word:the the']);
    expect(await found('This is a error.')).toEqual(['indefinite-article:a']);
    expect(await found('We dont refund it today.')).toEqual(['contraction:dont']);
    expect(await found('We refunded it.  We are sorry.')).toEqual(['sentence-spacing:  ']);
  });

  it('flags passive voice as style, not as an error', async () => {
    const a = await analyseWriting('The refund was sent today. Your card was charged twice.', TASK);
    expect(a.findings.map((f) => f.check)).toContain('passive-voice');
    expect(a.criteria.find((c) => c.id === 'accuracy')!.score).toBe(100);
  });

  it('measures readability with the Flesch formulas', () => {
    expect(readabilityOf('The cat sat on the mat.')).toEqual({
      fleschReadingEase: 116.1,
      fleschKincaidGrade: -1.4,
    });
    expect(readabilityOf('').fleschKincaidGrade).toBe(0);
  });

  it('counts key points as covered when most of their words appear', () => {
    const cov = keyPointCoverage('I apologise for the double charge on order 58213.', TASK.keyPoints);
    expect(cov.map((k) => k.covered)).toEqual([true, false, true]);
    expect(cov[1]!.matched).toEqual([]);
  });

  it('scores length against the task and combines the rubric by weight', async () => {
    const text =
      'Dear Daniel, I am sorry for the double charge on order 58213. I have refunded the duplicate payment today and it will reach your card within five days. Thank you for your patience. Kind regards, Ana';
    const a = await analyseWriting(text, TASK);
    expect(wordsOf(text)).toHaveLength(a.wordCount);
    expect(a.findings).toEqual([]);
    expect(a.keyPoints.every((k) => k.covered)).toBe(true);
    expect(a.criteria.find((c) => c.id === 'tone')!.score).toBe(100);
    expect(a.criteria.find((c) => c.id === 'task')!.score).toBe(100);
    const expected = a.criteria.reduce((n, c) => n + c.score * c.weight, 0) / 10;
    expect(writingScore(a)).toBe(Math.round(expected * 10) / 10);
    const short = await analyseWriting('Sorry, refunded.', TASK);
    expect(short.criteria.find((c) => c.id === 'task')!.evidence).toMatch(/2 words for 20–80 asked/);
  });
});
