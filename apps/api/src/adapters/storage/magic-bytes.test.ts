import { describe, expect, it } from 'vitest';
import { contentMatchesExtension, contentProblem, detectExtensions } from './magic-bytes';

const b = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (brand: string) => b([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);
const zipWith = (name: string) => b([0x50, 0x4b, 0x03, 0x04], Buffer.alloc(26, 0).toString('latin1'), name);

const SAMPLES: Record<string, Buffer> = {
  pdf: b('%PDF-1.7\n'),
  doc: b([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  xls: b([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  ppt: b([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: zipWith('[Content_Types].xml'),
  xlsx: zipWith('xl/workbook.xml'),
  pptx: zipWith('_rels/.rels'),
  txt: Buffer.from('Plain text résumé\n', 'utf8'),
  csv1252: b('name,city\nJos\xe9,S\xe3o Paulo\n'),
  csv: b('a,b\n1,2\n'),
  json: b('  {"a": 1}'),
  svg: b('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
  jpg: b([0xff, 0xd8, 0xff, 0xe0]),
  jpeg: b([0xff, 0xd8, 0xff, 0xdb]),
  png: b([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: b('GIF89a'),
  mp3: b('ID3', [3, 0, 0]),
  wav: b('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  zip: b([0x50, 0x4b, 0x03, 0x04]),
  rar: b([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]),
  webm: b([0x1a, 0x45, 0xdf, 0xa3]),
};

describe('magic bytes', () => {
  it.each(Object.entries(SAMPLES))('recognises %s', (ext, bytes) => {
    expect(contentMatchesExtension(ext === 'csv1252' ? 'csv' : ext, bytes)).toBe(true);
  });

  it('refuses executables under any name', () => {
    const pe = b('MZ', [0x90, 0]);
    const elf = b([0x7f, 0x45, 0x4c, 0x46]);
    for (const ext of Object.keys(SAMPLES).filter((e) => e !== 'csv1252')) {
      expect(contentMatchesExtension(ext, pe), ext).toBe(false);
      expect(contentMatchesExtension(ext, elf), ext).toBe(false);
    }
    expect(contentMatchesExtension('txt', b('#!/bin/sh\nrm -rf /'))).toBe(false);
    expect(detectExtensions(pe)).toEqual(['executable']);
  });

  it('refuses one type dressed as another, binary as text, and empty files', () => {
    expect(contentMatchesExtension('pdf', SAMPLES.png!)).toBe(false);
    expect(contentMatchesExtension('png', SAMPLES.jpg!)).toBe(false);
    expect(contentMatchesExtension('docx', SAMPLES.zip!)).toBe(false);
    expect(contentMatchesExtension('mp4', SAMPLES.mov!)).toBe(false);
    expect(contentMatchesExtension('txt', b([0x00, 0x01, 0x02]))).toBe(false);
    expect(contentMatchesExtension('csv', b('a,b', [0x01, 0x02, 0x03]))).toBe(false);
    expect(contentMatchesExtension('json', b([0x7b, 0xc3, 0x28]))).toBe(false);
    expect(contentMatchesExtension('json', b('hello'))).toBe(false);
    expect(contentMatchesExtension('svg', b('<html><script>alert(1)</script></html>'))).toBe(false);
    expect(contentMatchesExtension('pdf', Buffer.alloc(0))).toBe(false);
    expect(contentMatchesExtension('exe', b('MZ'))).toBe(false);
  });

  it('accepts UTF-8 text whose last character was cut by the head limit', () => {
    const text = Buffer.from('café', 'utf8');
    expect(contentMatchesExtension('txt', text.subarray(0, text.length - 1))).toBe(true);
  });
});

describe('active content', () => {
  const svgOf = (inner: string, attrs = '') =>
    b(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`);

  it('refuses a PDF header followed by HTML (polyglot), in any case', () => {
    for (const tag of [
      '<html>',
      '<SCRIPT>alert(1)',
      '<body onload=x>',
      '<!DOCTYPE html>',
      '< iframe src=x>',
    ]) {
      expect(contentMatchesExtension('pdf', b('%PDF-1.7\n', tag)), tag).toBe(false);
    }
    expect(contentProblem('pdf', b('%PDF-1.7\n<html>'))).toMatch(/HTML after its PDF header/);
    expect(contentMatchesExtension('pdf', b('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'))).toBe(true);
  });

  it('refuses HTML and script in .txt, .csv and .json, and keeps ordinary text', () => {
    for (const ext of ['txt', 'csv', 'json']) {
      for (const markup of [
        '"<script>alert(1)</script>"',
        '"<img src=x onerror=alert(1)>"',
        '"<a href=\'java&#115;cript:alert(1)\'>x</a>"',
        '"<!doctype html><p>x"',
        '"<svg/onload=alert(1)>"',
      ]) {
        expect(
          contentMatchesExtension(ext, b(ext === 'json' ? `{"a":${markup}}` : markup)),
          `${ext} ${markup}`,
        ).toBe(false);
      }
    }
    expect(contentMatchesExtension('txt', b('JavaScript: 5 years; a < b and c > d; <3 support\n'))).toBe(
      true,
    );
    expect(contentMatchesExtension('csv', b('name,score\nAna,<5\n'))).toBe(true);
    expect(contentMatchesExtension('json', b('{"expr":"a<b && c>d","on":"x=1"}'))).toBe(true);
  });

  it('refuses SVG with script, event handlers, javascript: URLs, foreignObject or entities', () => {
    const bad = [
      svgOf('<script>alert(1)</script>'),
      svgOf('<svg:script>alert(1)</svg:script>'),
      svgOf('', ' onload="alert(1)"'),
      svgOf('<rect\nonclick = "x()"/>'),
      svgOf('<a href="javascript:alert(1)"><text>x</text></a>'),
      svgOf('<a xlink:href="jav&#x09;ascript:alert(1)">x</a>'),
      svgOf('<a href="&#106;&#97;vascript:alert(1)">x</a>'),
      svgOf('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'),
      svgOf('<animate attributeName="href" to="javascript:alert(1)"/>'),
      b(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "javascript:">]><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
      b(
        '<?xml version="1.0"?><?xml-stylesheet href="x.xsl" type="text/xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
      svgOf('<iframe src="https://example.com"/>'),
    ];
    for (const svg of bad) expect(contentMatchesExtension('svg', svg), svg.toString()).toBe(false);
    expect(
      contentMatchesExtension('svg', svgOf('<a href="https://example.com/"><circle r="4" fill="red"/></a>')),
    ).toBe(true);
  });

  it('checks crafted long inputs without catastrophic backtracking', () => {
    const n = 2 * 1024 * 1024;
    expect(contentMatchesExtension('txt', Buffer.alloc(n, 'on'))).toBe(true);
    expect(contentMatchesExtension('txt', b('<a'.repeat(n / 2)))).toBe(true);
    expect(contentMatchesExtension('svg', svgOf(` on${'o'.repeat(n)}`))).toBe(true);
  });
});
