import { CEFR_LEVELS, type TCefrLevel } from './assessment-template.schema';

const ORDER = Object.keys(CEFR_LEVELS) as TCefrLevel[];

/**
 * The stated mapping from the language assessment's percentage (sections weighted equally) to a
 * CEFR level. A test pitched at one level cannot evidence more than one level above it, so the
 * estimate is capped there. Shown on every result as written here.
 */
export const CEFR_MAPPING: readonly { level: TCefrLevel; from: number }[] = [
  { level: 'A1', from: 0 },
  { level: 'A2', from: 30 },
  { level: 'B1', from: 45 },
  { level: 'B2', from: 60 },
  { level: 'C1', from: 75 },
  { level: 'C2', from: 90 },
];

export const cefrIndex = (level: TCefrLevel) => ORDER.indexOf(level);

/** The CEFR estimate of a percentage (0–100) on a test whose target level is `target`. */
export const cefrEstimate = (percent: number, target: TCefrLevel): { level: TCefrLevel; capped: boolean } => {
  let level: TCefrLevel = 'A1';
  for (const band of CEFR_MAPPING) if (percent >= band.from) level = band.level;
  const cap = ORDER[Math.min(ORDER.length - 1, cefrIndex(target) + 1)]!;
  return cefrIndex(level) > cefrIndex(cap) ? { level: cap, capped: true } : { level, capped: false };
};

/** "A1 below 30 %, A2 30–44 %, …" for the result page. */
export const cefrMappingText = (target: TCefrLevel) => {
  const parts = CEFR_MAPPING.map((b, i) => {
    const next = CEFR_MAPPING[i + 1];
    return next ? `${b.level} ${b.from}–${next.from - 1} %` : `${b.level} ${b.from} % and above`;
  });
  const cap = ORDER[Math.min(ORDER.length - 1, cefrIndex(target) + 1)]!;
  return `${parts.join(', ')} (sections weighted equally; at most ${cap} for a test targeting ${target})`;
};

/** aNPS = % promoters (9–10) − % detractors (0–6), rounded to one decimal; null without answers. */
export const anpsOf = (scores: readonly number[]) => {
  const responses = scores.length;
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  const passives = responses - promoters - detractors;
  const anps = responses ? Math.round(((promoters - detractors) / responses) * 1000) / 10 : null;
  return { responses, promoters, passives, detractors, anps };
};
