import { z } from 'zod';
import { queryList } from '../common/envelope';
import { keysOf } from '../common/labelled';
import { ZContentMeta, ZName, ZScreeningListQuery } from './screening-content';

export const TYPING_LANGUAGES = {
  en: { label: 'English' },
  es: { label: 'Spanish' },
  fil: { label: 'Filipino' },
  pt: { label: 'Portuguese' },
  fr: { label: 'French' },
  de: { label: 'German' },
} as const;
export const ZTypingLanguage = z.enum(keysOf(TYPING_LANGUAGES));

/** Test lengths offered in the builder, as Monkeytype's time mode offers them. */
export const TYPING_DURATIONS = [15, 30, 60, 120, 180, 300] as const;

/**
 * Thresholds follow Monkeytype: net WPM = characters of correctly typed words / 5 per minute,
 * raw WPM counts every typed character, accuracy = correct keystrokes / all keystrokes (%).
 */
export const ZTypingTestCreate = z.object({
  name: ZName,
  passages: z
    .array(z.string().trim().min(20, 'a passage needs at least 20 characters').max(5000))
    .min(1, 'add at least one passage')
    .max(20),
  durationSeconds: z.number().int().min(15).max(600),
  minNetWpm: z.number().int().min(0).max(250),
  minAccuracy: z.number().min(0).max(100),
  language: ZTypingLanguage.default('en'),
});
export type TTypingTestCreate = z.input<typeof ZTypingTestCreate>;
export const ZTypingTestUpdate = ZTypingTestCreate;

export const ZTypingTest = ZContentMeta.extend({
  passages: z.array(z.string()),
  durationSeconds: z.number(),
  minNetWpm: z.number(),
  minAccuracy: z.number(),
  language: ZTypingLanguage,
});
export type TTypingTest = z.infer<typeof ZTypingTest>;

export const ZTypingTestListQuery = ZScreeningListQuery.extend({ language: queryList(ZTypingLanguage) });

/** What the test engine counts while the candidate types. */
export interface TTypingTally {
  /** Characters of words typed exactly right, plus the spaces after them. */
  correctWordChars: number;
  /** Every character typed, right or wrong. */
  typedChars: number;
  correctKeystrokes: number;
  totalKeystrokes: number;
  seconds: number;
}

/** Monkeytype's definitions, so results and thresholds mean the same thing everywhere. */
export const scoreTyping = (t: TTypingTally) => {
  const minutes = t.seconds / 60;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    netWpm: minutes > 0 ? round(t.correctWordChars / 5 / minutes) : 0,
    rawWpm: minutes > 0 ? round(t.typedChars / 5 / minutes) : 0,
    accuracy: t.totalKeystrokes > 0 ? round((t.correctKeystrokes / t.totalKeystrokes) * 100) : 0,
  };
};

export const passesTypingTest = (
  test: Pick<TTypingTest, 'minNetWpm' | 'minAccuracy'>,
  score: ReturnType<typeof scoreTyping>,
) => score.netWpm >= test.minNetWpm && score.accuracy >= test.minAccuracy;
