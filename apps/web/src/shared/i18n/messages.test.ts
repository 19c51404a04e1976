import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '..', '..');
const shared = join(__dirname, 'messages');
const keysOf = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const load = (dir: string, file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
const languagesIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json'));

/** Every `messages` folder with an en.json: the shared one and a feature's own namespace. */
const messageDirs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory() || e.name === 'node_modules') return [];
    const path = join(dir, e.name);
    const here = e.name === 'messages' && languagesIn(path).includes('en.json') ? [path] : [];
    return [...here, ...messageDirs(path)];
  });

describe('candidate message files', () => {
  const dirs = messageDirs(src);

  it('finds the shared messages and the interview pages’ namespace', () => {
    const names = dirs.map((d) => relative(src, d));
    expect(names).toContain(relative(src, shared));
    expect(names).toContain(join('features', 'interviews', 'messages'));
  });

  it.each(dirs.map((d) => [relative(src, d), d]))(
    '%s: every language has exactly the English keys, none empty',
    (_, dir) => {
      const english = keysOf(load(dir, 'en.json')).sort();
      const files = languagesIn(dir);
      expect(files).toContain('es.json');
      for (const file of files) {
        // A feature's languages are among the shared ones (the switcher lists those).
        expect([file, languagesIn(shared).includes(file)]).toEqual([file, true]);
        const messages = load(dir, file);
        expect([file, keysOf(messages).sort()]).toEqual([file, english]);
        for (const key of english) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
          expect([file, key, typeof value === 'string' && value.trim().length > 0]).toEqual([
            file,
            key,
            true,
          ]);
        }
      }
    },
  );
});
