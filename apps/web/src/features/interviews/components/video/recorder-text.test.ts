import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecorderMessages, makeRecorderT } from './recorder-text';

const dir = join(__dirname, 'messages');
type Tree = Record<string, unknown>;
const entries = (o: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? entries(v as Tree, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
const load = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('recorder message files', () => {
  const english = new Map(entries(load('en.json')));

  it('every language has exactly the English keys, none empty, with the same placeholders', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files).toContain('es.json');
    for (const file of files) {
      const messages = new Map(entries(load(file)));
      expect([file, [...messages.keys()].sort()]).toEqual([file, [...english.keys()].sort()]);
      for (const [key, value] of messages) {
        expect([file, key, typeof value === 'string' && value.trim().length > 0]).toEqual([file, key, true]);
        expect([file, key, placeholders(value as string)]).toEqual([
          file,
          key,
          placeholders(english.get(key) as string),
        ]);
      }
    }
  });

  it('has a label and a description for each of the fourteen recorder states', () => {
    const states = Object.keys(load('en.json').states as Tree);
    expect(states).toHaveLength(14);
    expect(states).toEqual(
      expect.arrayContaining([
        'prompt',
        'granted',
        'denied',
        'comfort-zone',
        'corruption_detected',
        'network_error',
      ]),
    );
  });

  it('the Spanish file differs from English wherever a sentence is said', async () => {
    const es = new Map(entries(load('es.json')));
    const same = [...english].filter(([k, v]) => es.get(k) === v && /[a-z]{3}/.test(String(v)));
    expect(same).toEqual([]);
  });
});

describe('makeRecorderT', () => {
  it('fills placeholders and picks plural forms by language', async () => {
    const t = makeRecorderT(await loadRecorderMessages('en'), 'en');
    expect(t('answer.retakes', { count: 1 })).toBe('1 retake');
    expect(t('answer.retakes', { count: 3 })).toBe('3 retakes');
    expect(t('flow.questionOf', { n: 2, total: 3 })).toBe('Question 2 of 3');
    const es = makeRecorderT(await loadRecorderMessages('es'), 'es');
    expect(es('answer.retakes', { count: 0 })).toBe('0 reintentos');
    expect(es('answer.retakes', { count: 1 })).toBe('1 reintento');
    expect(es('states.denied.label')).toBe('Cámara bloqueada');
    expect(es('cameraHelp.title', { browser: 'Firefox 133' })).toBe('Cómo permitir la cámara en Firefox 133');
  });

  it('falls back to English for a language without a file', async () => {
    const t = makeRecorderT(await loadRecorderMessages('xx'), 'xx');
    expect(t('flow.finish')).toBe('Finish');
  });
});
