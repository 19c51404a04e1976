import { describe, expect, it } from 'vitest';
import interviewsEn from '../../features/interviews/messages/en.json';
import interviewsEs from '../../features/interviews/messages/es.json';
import sharedEn from '../../shared/i18n/messages/en.json';
import sharedEs from '../../shared/i18n/messages/es.json';
import { candidateErrorOf } from './candidate-error';

const lookup = (messages: Record<string, unknown>) => (key: string) => {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], messages);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
};

const failures: [unknown, string][] = [
  [{ status: 'FETCH_ERROR' }, 'network'],
  [{ status: 'TIMEOUT_ERROR' }, 'network'],
  [{ status: 404, data: { message: 'Interview not found' } }, 'notFound'],
  [{ status: 409, data: { message: 'Already submitted' } }, 'conflict'],
  [{ status: 410 }, 'conflict'],
  [{ status: 413 }, 'tooLarge'],
  [{ status: 415 }, 'unsupported'],
  [{ status: 429 }, 'tooMany'],
  [{ status: 400, data: { errors: ['email: Invalid email address'] } }, 'checkFields'],
  [{ status: 400, data: { message: 'Bad request' } }, 'invalid'],
  [{ status: 500 }, 'generic'],
];

describe('a failed call on a candidate page', () => {
  for (const [name, messages] of Object.entries({ interviewsEn, interviewsEs, sharedEn, sharedEs })) {
    it(`is said in the page's language, never in the server's English (${name})`, () => {
      const t = lookup(messages);
      for (const [error, key] of failures) {
        const text = candidateErrorOf(error, t);
        expect(text, `${JSON.stringify(error)}`).toBe(t(`errors.${key}`));
        expect(text).not.toMatch(/Interview not found|Already submitted|Invalid email|Bad request/);
      }
    });
  }
});
