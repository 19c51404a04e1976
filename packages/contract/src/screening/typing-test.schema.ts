import { z } from 'zod';
import { queryList } from '../common/envelope';
import { keysOf } from '../common/labelled';
import { ZText } from '../common/text';
import type { TTypingScore } from '../typing/typing-log.schema';
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
 * The engine that computes them is in ../typing (scoreTypingLog).
 */
export const ZTypingTestCreate = z.object({
  name: ZName,
  passages: z
    .array(ZText().min(20, 'a passage needs at least 20 characters').max(5000))
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

export const passesTypingTest = (
  test: Pick<TTypingTest, 'minNetWpm' | 'minAccuracy'>,
  score: Pick<TTypingScore, 'netWpm' | 'accuracy'>,
) => score.netWpm >= test.minNetWpm && score.accuracy >= test.minAccuracy;
