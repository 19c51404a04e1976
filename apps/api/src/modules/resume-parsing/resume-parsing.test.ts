import { describe, expect, it } from 'vitest';
import { findLocation, findPhone, findUrls } from './contacts';
import { findRange, yearsCovered } from './dates';
import { extractLines, zipUncompressedSize } from './extract-lines';
import { PERSONAS } from './fixtures/personas';
import { fixtures } from './fixtures/render';
import { scoreResumes } from './fixtures/score';
import { pageLines, type TextItem } from './layout';
import { jsonResumeErrors, parseResumeFile, parseResumeLines } from './parse-resume';
import { headingOf } from './sections';

const text = (lines: string[]) => lines.map((t) => ({ text: t, page: 1, x: null, y: null, size: 0 }));

describe('date ranges', () => {
  it.each([
    ['Jan 2019 – Present', { start: '2019-01', current: true }],
    ['January 2019 - December 2021', { start: '2019-01', end: '2021-12' }],
    ['Sept. 2018 to Mar 2020', { start: '2018-09', end: '2020-03' }],
    ['03/2018 – 11/2021', { start: '2018-03', end: '2021-11' }],
    ['2016 - 2020', { start: '2016', end: '2020' }],
    ['2019-03 to 2021-11', { start: '2019-03', end: '2021-11' }],
    ['Agent | Acme | Jun 2020—current', { start: '2020-06', current: true }],
    ['Feb 2021 to date', { start: '2021-02', current: true }],
    ['Aug 2019 – Presente', { start: '2019-08', current: true }],
    ['2020 - actualidad', { start: '2020', current: true }],
  ])('%s', (line, want) => {
    expect(findRange(line)).toMatchObject(want);
  });

  it('refuses a range that ends before it starts, and a phone number', () => {
    expect(findRange('2021 - 2019')).toBeNull();
    expect(findRange('+63 917 123 4567')).toBeNull();
  });

  it('counts overlapping years once and open ranges up to now', () => {
    const now = new Date('2024-01-15T00:00:00Z');
    expect(
      yearsCovered(
        [
          { startDate: '2020-01', endDate: '2021-12' },
          { startDate: '2021-01', endDate: '2022-12' },
        ],
        now,
      ),
    ).toBe(3);
    expect(yearsCovered([{ startDate: '2022-01' }], now)).toBe(2.1);
    expect(yearsCovered([{ startDate: '2018', endDate: '2019' }], now)).toBe(2);
  });
});

describe('phones, emails and URLs', () => {
  it.each([
    ['0917 123 4567', 'PH', '+639171234567'],
    ['+63 917 123 4567', undefined, '+639171234567'],
    ['082 555 1234', 'ZA', '+27825551234'],
    ['+27 21 555 0198', undefined, '+27215550198'],
    ['+91 98765 43210', undefined, '+919876543210'],
    ['098100 12345', 'IN', '+919810012345'],
    ['+506 8312 3456', undefined, '+50683123456'],
    ['(512) 463-8201', undefined, '+15124638201'],
    ['Mobile: 312-648-2750 | jane@example.com', 'US', '+13126482750'],
  ] as const)('%s (%s) → %s', (line, country, want) => {
    expect(findPhone(line, country)).toBe(want);
  });

  it('does not read a year range as a phone number', () => {
    expect(findPhone('2019 - 2021')).toBeNull();
  });

  it('reads profiles with their network and username, and skips emails', () => {
    expect(findUrls('jane@example.com | linkedin.com/in/jane-doe | github.com/jd')).toEqual([
      { url: 'https://linkedin.com/in/jane-doe', network: 'LinkedIn', username: 'jane-doe' },
      { url: 'https://github.com/jd', network: 'GitHub', username: 'jd' },
    ]);
  });

  it('reads locations of the spec countries', () => {
    expect(findLocation('Makati City, Metro Manila, Philippines')).toEqual({
      city: 'Makati City',
      region: 'Metro Manila',
      countryCode: 'PH',
    });
    expect(findLocation('Austin, TX')).toEqual({ city: 'Austin', region: 'TX', countryCode: 'US' });
    expect(findLocation('Pune, Maharashtra')).toEqual({
      city: 'Pune',
      region: 'Maharashtra',
      countryCode: 'IN',
    });
    expect(findLocation('Customer Service, Sales')).toBeNull();
  });
});

describe('headings', () => {
  it.each([
    ['WORK EXPERIENCE', 'work'],
    ['Employment History:', 'work'],
    ['professional experience', 'work'],
    ['E X P E R I E N C E', 'work'],
    ['Academic Background', 'education'],
    ['Core Competencies', 'skills'],
    ['Licenses & Certifications', 'certificates'],
    ['Objective', 'summary'],
    ['Experience at Acme was great', null],
  ])('%s → %s', (line, kind) => {
    expect(headingOf(line)).toBe(kind);
  });
});

describe('two-column layout', () => {
  const item = (t: string, x: number, y: number, size = 10): TextItem => ({
    text: t,
    x,
    y,
    width: t.length * size * 0.5,
    height: size,
  });

  it('reads the left column, then the right one, after the full-width name', () => {
    const left = ['SKILLS', '• Zendesk', '• Excel', 'LANGUAGES', 'English (Fluent)', 'Tagalog (Native)'];
    const right = [
      'EXPERIENCE',
      'Agent — Acme Corp',
      '• Took 80 calls a day',
      '• Kept CSAT at 94',
      'EDUCATION',
      'BS in Nursing',
    ];
    const items = [
      item('Maria Santos Reyes de la Cruz Villanueva', 40, 20, 22),
      ...left.map((t, i) => item(t, 40, 80 + i * 14)),
      ...right.map((t, i) => item(t, 240, 80 + i * 14)),
      item('2019 – Present', 480, 80 + 14),
    ];
    const { lines, columns } = pageLines(items, 1);
    expect(columns).toBe(2);
    expect(lines.map((l) => l.text)).toEqual([
      'Maria Santos Reyes de la Cruz Villanueva',
      ...left,
      'EXPERIENCE',
      'Agent — Acme Corp | 2019 – Present',
      ...right.slice(2),
    ]);
  });

  it('keeps a single column with right-aligned dates as one column', () => {
    const items = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [
      item(`Position number ${i} at a company with a long name`, 50, 40 + i * 28),
      item(`${2010 + i} – ${2011 + i}`, 480 + (i % 3) * 7, 40 + i * 28),
      item(`• Highlight ${i} of the role with some words that run across the page`, 50, 54 + i * 28),
    ]);
    const { lines, columns } = pageLines(items, 1);
    expect(columns).toBe(1);
    expect(lines[0]!.text).toBe('Position number 0 at a company with a long name | 2010 – 2011');
  });
});

describe('parsing', () => {
  it('answers JSON Resume that the official schema accepts, with a source for each field', () => {
    const parsed = parseResumeLines(
      text([
        'Jane Doe',
        'Customer Service Representative',
        'jane@example.com | +1 512 463 8201 | Austin, TX',
        'Experience',
        'Agent — Acme Corp    Jan 2019 - Present',
        '• Took 80 calls a day',
        'Skills: Zendesk, Excel',
      ]),
      { source: 'txt', pages: 1, columns: 1 },
    );
    expect(jsonResumeErrors(parsed.resume)).toEqual([]);
    expect(parsed.resume.basics).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+15124638201',
    });
    expect(parsed.resume.work).toEqual([
      { name: 'Acme Corp', position: 'Agent', startDate: '2019-01', highlights: ['Took 80 calls a day'] },
    ]);
    expect(parsed.resume.skills.map((s) => s.name)).toEqual(['Zendesk', 'Excel']);
    expect(parsed.fields.find((f) => f.path === 'basics.email')).toMatchObject({
      confidence: 1,
      line: 3,
      text: 'jane@example.com',
    });
  });

  it('the schema check refuses what JSON Resume refuses', () => {
    expect(jsonResumeErrors({ basics: { email: 'not an email' } }).join()).toMatch(/email/);
    expect(jsonResumeErrors({ work: [{ startDate: 'last year' }] }).join()).toMatch(/startDate/);
  });

  it('answers images and PDFs without text as "no text layer", and bad files without throwing', async () => {
    expect(await parseResumeFile(Buffer.from([0xff, 0xd8, 0xff]), 'jpg')).toMatchObject({
      status: 'no-text-layer',
    });
    const blank = await parseResumeFile(
      Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
      ),
      'pdf',
    );
    expect(blank).toMatchObject({ status: 'no-text-layer', source: 'pdf' });
    expect(blank.warnings[0]).toMatch(/no text layer/);
    const corrupt = await parseResumeFile(Buffer.from('%PDF-1.7 garbage'), 'pdf');
    expect(corrupt.status).toBe('parsed');
    expect(corrupt.warnings[0]).toMatch(/could not be read/);
    expect((await parseResumeFile(Buffer.from('PK not a zip'), 'docx')).warnings[0]).toMatch(
      /could not be read/,
    );
  });

  it('refuses a DOCX that expands past the cap (a zip bomb) before inflating it', async () => {
    // A ZIP central directory claiming one 3 GB entry.
    const cd = Buffer.alloc(46 + 5);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt32LE(3_000_000_000, 24);
    cd.writeUInt16LE(5, 28);
    cd.write('a.xml', 46);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(0, 16);
    const bomb = Buffer.concat([cd, end]);
    expect(zipUncompressedSize(bomb)).toBe(3_000_000_000);
    expect(await extractLines(bomb, 'docx')).toMatchObject({ ok: false, reason: 'too-large' });
  });
});

describe('the fixture corpus', () => {
  const corpus = fixtures(PERSONAS);

  it('has at least 30 resumes in every format, from every spec country', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(new Set(corpus.map((f) => f.format))).toEqual(new Set(['pdf-1col', 'pdf-2col', 'docx', 'txt']));
    expect(new Set(PERSONAS.map((p) => p.countryCode))).toEqual(new Set(['PH', 'CR', 'ZA', 'IN', 'US']));
  });

  it('parses to overall F1 ≥ 0.95, detects every two-column PDF, and each parse passes the schema', async () => {
    const pairs = [];
    for (const f of corpus) {
      const parsed = await parseResumeFile(await f.render(), f.ext);
      expect(jsonResumeErrors(parsed.resume), f.id).toEqual([]);
      expect(parsed.columns, f.id).toBe(f.format === 'pdf-2col' ? 2 : 1);
      pairs.push({ expected: f.expected, parsed: parsed.resume });
    }
    const score = scoreResumes(pairs);
    expect(score.overall.f1, score.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
