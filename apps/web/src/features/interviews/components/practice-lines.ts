import type { TTypingContent } from '@ats/contract';

/** An untimed warm-up line in the test's language (not scored, not sent). */
export const PRACTICE_LINES: Record<TTypingContent['language'], string> = {
  en: 'warm up your fingers with this short line',
  es: 'caliente los dedos con esta línea corta',
  fil: 'painitin ang mga daliri sa maikling linyang ito',
  pt: 'aqueça os dedos com esta linha curta',
  fr: 'échauffez vos doigts avec cette ligne courte',
  de: 'wärme deine Finger mit dieser kurzen Zeile auf',
};
