import { ZLine } from '../common/text';

export const TAG_MAX_LENGTH = 40;

/** Tags are compared as stored: trimmed, single-spaced, lower case. */
export const normaliseTag = (tag: string) => tag.trim().replace(/\s+/g, ' ').toLowerCase();

export const ZTag = ZLine('Tag')
  .min(1, 'A tag needs at least one character')
  .max(TAG_MAX_LENGTH, `A tag holds at most ${TAG_MAX_LENGTH} characters`)
  .transform(normaliseTag);
