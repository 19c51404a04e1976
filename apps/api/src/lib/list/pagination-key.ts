import { isCleanText } from '@ats/contract';
import { badRequest } from '../http-error';

export interface KeysetPosition {
  /** The sort in force when the key was issued; a key is valid only for that sort. */
  sort: string;
  value: string | number | boolean | null;
  id: string;
}

export const encodePaginationKey = (p: KeysetPosition) =>
  Buffer.from(JSON.stringify([p.sort, p.value, p.id]), 'utf8').toString('base64url');

/**
 * The sort value of a key is compared with a column in SQL: only a scalar the server could have
 * issued (no objects or arrays, finite numbers, text without control characters) gets that far.
 */
const isKeyValue = (v: unknown): v is KeysetPosition['value'] =>
  v === null ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.length <= 400 && isCleanText(v));

export const decodePaginationKey = (key: string, sort: string): KeysetPosition => {
  try {
    const parsed = JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[2] === 'string'
    ) {
      const [s, value, id] = parsed as [string, unknown, string];
      if (s !== sort) throw new Error('sort changed');
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error('bad id');
      if (!isKeyValue(value)) throw new Error('bad value');
      return { sort: s, value, id };
    }
  } catch {
    // fall through to the 400 below
  }
  throw badRequest(
    'paginationKey is invalid or belongs to a different sort; start again from the first page',
  );
};
