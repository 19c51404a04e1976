import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, 'messages');
const keysOf = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const load = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;

describe('candidate message files', () => {
  it('every language has exactly the English keys, none empty', () => {
    const english = keysOf(load('en.json')).sort();
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files).toContain('es.json');
    for (const file of files) {
      const messages = load(file);
      expect([file, keysOf(messages).sort()]).toEqual([file, english]);
      for (const key of english) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
        expect([file, key, typeof value === 'string' && value.trim().length > 0]).toEqual([file, key, true]);
      }
    }
  });
});
