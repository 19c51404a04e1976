import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { greeting, mailDate, mailWords } from './candidate-mail-words';
import { linesNotFromMessages } from './pseudo-mail.test-helper';

const dir = join(__dirname, 'messages');
const keysOf = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const load = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;

describe('candidate mail words', () => {
  it('every language has exactly the English keys', () => {
    const english = keysOf(load('en.json')).sort();
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files).toEqual(['en.json', 'es.json']);
    for (const f of files) expect([f, keysOf(load(f)).sort()]).toEqual([f, english]);
  });

  it('writes a moment in one format per language, in UTC', () => {
    const d = new Date('2026-12-04T12:17:18Z');
    expect(mailDate(d, 'en')).toBe('December 4, 2026 at 12:17 PM UTC');
    expect(mailDate(d, 'es')).toBe('4 de diciembre de 2026 a las 12:17 p. m. UTC');
    // An unknown language is English.
    expect(mailDate(d, 'fr')).toBe(mailDate(d, 'en'));
  });

  it('greets by name in each language, and without one', () => {
    expect(greeting(mailWords('es'), 'Ana')).toBe('Hola Ana:');
    expect(greeting(mailWords('en'), ' ')).toBe('Hello,');
    expect(greeting(mailWords('en-XA'), 'Ana')).toBe('⟦Hí Ana,⟧');
  });

  it('the pseudo-mail check finds a line no message file wrote', () => {
    const mail = { subject: '⟦Ŝúbĵéçt⟧ Ana', text: `⟦Ĥí⟧ Ana\nhttps://x.test/a\nPlain English here` };
    expect(linesNotFromMessages(mail, ['Ana', 'https://x.test/a'])).toEqual(['Plain English here']);
  });
});
