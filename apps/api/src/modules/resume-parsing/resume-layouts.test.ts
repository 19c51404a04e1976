import { describe, expect, it } from 'vitest';
import { findLocation } from './contacts';
import { findRange } from './dates';
import { pageLines, type TextItem } from './layout';
import { parseResumeLines } from './parse-resume';

// Layouts of published templates (issue #29, bench/resume-corpus): what a candidate's real resume
// looks like once it is text, and what the parser must read from it.
const text = (lines: string[]) => lines.map((t) => ({ text: t, page: 1, x: null, y: null, size: 0 }));
const META = { source: 'txt', pages: 1, columns: 1 } as const;
const work = async (lines: string[]) => parseResumeLines(text(['Ana Ruiz', ...lines]), META).resume.work;

describe('dates as resumes in English and Spanish write them', () => {
  it.each([
    ['enero 2020 – actualidad', { start: '2020-01', current: true }],
    ['ene. 2020 - Presente', { start: '2020-01', current: true }],
    ['septiembre 2019 – mayo 2021', { start: '2019-09', end: '2021-05' }],
    ['dic. 2015 – abr. 2019', { start: '2015-12', end: '2019-04' }],
    ['Summer 2019 – Fall 2021', { start: '2019', end: '2021' }],
    ['Otoño 2018 – Presente', { start: '2018', current: true }],
    ['2020-01 – Now', { start: '2020-01', current: true }],
    ['2019 -- 2021', { start: '2019', end: '2021' }],
  ])('%s', (line, want) => {
    expect(findRange(line)).toMatchObject(want);
  });
});

describe('work history by layout and evidence', () => {
  it('joins a range split over two lines and reads company-first lines by their legal suffix', async () => {
    expect(
      await work([
        'Experiencia Laboral',
        'Grupo Bimbo S.A.B. de C.V., Gerente de Ventas, Guadalajara',
        'enero 2020 –',
        'actualidad',
        '• Preparé reportes semanales para la gerencia',
        'FEMSA, Coordinadora de Logística',
        'marzo 2017 – diciembre 2019',
      ]),
    ).toMatchObject([
      { name: 'Grupo Bimbo S.A.B. de C.V.', position: 'Gerente de Ventas', startDate: '2020-01' },
      { name: 'FEMSA', position: 'Coordinadora de Logística', startDate: '2017-03', endDate: '2019-12' },
    ]);
    expect((await work(['Experience', 'Agent, Acme, Inc.', 'Jan 2020 –', 'Present']))[0]).toMatchObject({
      name: 'Acme, Inc.',
      position: 'Agent',
      startDate: '2020-01',
    });
  });

  it('cuts entries without bullets at their date ranges, sentences going to highlights', async () => {
    const got = await work([
      'Work Experience',
      'Customer Success Manager',
      'Amazon.com, Inc.',
      'Jan 2025 – Present',
      'Grew regional sales by 18% year over year',
      'Registered Nurse',
      'Target Corporation',
      'Jan 2022 – Jan 2025',
      'Wrote weekly reports for the leadership team',
    ]);
    expect(got).toMatchObject([
      { position: 'Customer Success Manager', name: 'Amazon.com, Inc.', startDate: '2025-01' },
      { position: 'Registered Nurse', name: 'Target Corporation', startDate: '2022-01', endDate: '2025-01' },
    ]);
    expect(got[1]!.highlights).toEqual(['Wrote weekly reports for the leadership team']);
  });

  it('reads a letter-spaced heading and a heading set beside its first line', async () => {
    expect(
      await work(['W O R K E X P E R I E N C E', 'Team Lead at Swiggy | Feb 2021 - Aug 2022']),
    ).toMatchObject([{ position: 'Team Lead', name: 'Swiggy', startDate: '2021-02', endDate: '2022-08' }]);
    expect(
      await work([
        'Work Customer Success Manager',
        'Humana',
        'Jan 2025 – Present',
        'Education State University',
      ]),
    ).toMatchObject([{ position: 'Customer Success Manager', name: 'Humana', startDate: '2025-01' }]);
  });
});

describe('entries told apart by the layout (issue #29, tuning templates)', () => {
  /** Lines with positions: [text, x, y, size]. */
  const placed = (rows: [string, number, number, number][], page = 1) =>
    rows.map(([t, x, y, size]) => ({ text: t, page, x, y, size }));
  const parse = (lines: ReturnType<typeof placed>) =>
    parseResumeLines([...placed([['Ana Ruiz', 180, 70, 32]]), ...lines], META).resume;

  it('does not join a long last line to the next title set larger and lower (a wrap stays within a size)', () => {
    const got = parse(
      placed([
        ['Work', 110, 370, 20],
        ['Customer Success Manager', 180, 380, 16],
        ['Amazon.com, Inc.', 180, 403, 10.5],
        ['Jan 2025 – Present', 180, 419, 10.5],
        ['Handled 60+ customer contacts a day with a 95% satisfaction score', 190, 457, 10.5],
        ['Shift Lead', 180, 488, 16.4],
        ['Starbucks Corp', 180, 513, 10.5],
        ['Jan 2020 – Jan 2022', 180, 529, 10.5],
        ['Phoenix', 180, 545, 10.5],
      ]),
    ).work;
    expect(got.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Customer Success Manager', 'Amazon.com, Inc.', '2025-01'],
      ['Shift Lead', 'Starbucks Corp', '2020-01'],
    ]);
  });

  it('gives each dated title under a company heading that company; a lone date is a one-month job', () => {
    const got = parse(
      placed([
        ['Work', 110, 370, 20],
        ['Concentrix', 180, 376, 20],
        ['Operations Manager', 180, 410, 13],
        ['Jan 2023 – Present', 180, 430, 10.5],
        ['Handled 60+ customer contacts a day with a 95% satisfaction score', 190, 467, 10.5],
        ['Staff Accountant', 180, 494, 13],
        ['Jan 2022', 180, 513, 10.5],
        ['Trained 12 new hires on tools and processes', 190, 535, 10.5],
        ['Quality Analyst', 180, 587, 16],
        ['Manila Water Company', 180, 611, 10.5],
        ['Jan 2018 – Jan 2021', 180, 627, 10.5],
      ]),
    ).work;
    expect(got.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Operations Manager', 'Concentrix', '2023-01', undefined],
      ['Staff Accountant', 'Concentrix', '2022-01', '2022-01'],
      ['Quality Analyst', 'Manila Water Company', '2018-01', '2021-01'],
    ]);
  });

  it('gives two positions under one company line, each with its own range, that company', async () => {
    // Plain text: the company alone on its line, then each title with its range and bullets.
    expect(
      await work([
        'Work Experience',
        'Blue Harbor',
        'Operations Manager',
        'Jan 2023 – Present',
        '• Led a team of 40 agents',
        'Team Leader | Mar 2020 – Dec 2022',
        '• Coached new agents',
      ]),
    ).toMatchObject([
      { name: 'Blue Harbor', position: 'Operations Manager', startDate: '2023-01' },
      { name: 'Blue Harbor', position: 'Team Leader', startDate: '2020-03', endDate: '2022-12' },
    ]);
    // Positioned lines: a company heading in a larger font over two dated titles without bullets.
    const got = parse(
      placed([
        ['Experience', 110, 370, 20],
        ['Blue Harbor', 180, 376, 16],
        ['Operations Manager', 180, 400, 12],
        ['Jan 2023 – Present', 180, 416, 10.5],
        ['Team Leader', 180, 440, 12],
        ['Mar 2020 – Dec 2022', 180, 456, 10.5],
      ]),
    ).work;
    expect(got.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
      ['Blue Harbor', 'Operations Manager', '2023-01', undefined],
      ['Blue Harbor', 'Team Leader', '2020-03', '2022-12'],
    ]);
  });

  it('reads "Degree Field at School", keeps "at" inside a school name, and a field bulleted above its degree', () => {
    const edu = (lines: string[]) =>
      parseResumeLines(text(['Ana Ruiz', 'Education', ...lines]), META).resume.education;
    expect(edu(['B.Com Commerce at University of Pune', '2009 – 2013'])).toMatchObject([
      { studyType: 'B.Com', area: 'Commerce', institution: 'University of Pune', endDate: '2013' },
    ]);
    expect(
      edu(['University of Texas at Austin | 2015 — 2019', '• Supply Chain Management', 'Master of Science']),
    ).toEqual([
      {
        institution: 'University of Texas at Austin',
        studyType: 'Master of Science',
        area: 'Supply Chain Management',
        startDate: '2015',
        endDate: '2019',
      },
    ]);
  });

  it('joins a date column pasted as text a word a line, and reads contacts set in the footer', () => {
    const { resume } = parseResumeLines(
      text([
        'Marcus Thompson',
        'Professional Experience',
        'December',
        '2021 –',
        'December',
        '2022',
        'Marketing Coordinator, Amazon.com, Inc.',
        '○ Led migration of the ticketing system to a cloud platform',
        'Languages',
        'English Native',
        'Alajuela – Alajuela',
        '+506 8313-4689 • esteban.solis13@outlook.com',
      ]),
      META,
    );
    expect(resume.work).toMatchObject([
      {
        position: 'Marketing Coordinator',
        name: 'Amazon.com, Inc.',
        startDate: '2021-12',
        endDate: '2022-12',
      },
    ]);
    expect(resume.basics.location).toMatchObject({ city: 'Alajuela', countryCode: 'CR' });
  });

  it('puts the words wrapped under a line that ends in its dates back before them', () => {
    const got = parse(
      placed([
        ['Education', 172, 418, 14.3],
        ['Associate of Applied Science in Nursing, Arizona State 2013 – 2017', 172, 441, 10.9],
        ['University.', 172, 455, 10.9],
      ]),
    ).education;
    expect(got).toMatchObject([
      {
        institution: 'Arizona State University.',
        studyType: 'Associate of Applied Science',
        endDate: '2017',
      },
    ]);
  });

  it('joins a title hyphenated at the line end, and takes a bare degree word as the degree', () => {
    const got = parse(
      placed([
        ['Experiencia Amazon Support Services Costa Rica S.R.L., Ger- ene. 2025 –sep. 2026', 84, 230, 14.3],
        ['ente de Operaciones, Heredia.', 168, 247, 10.9],
        ['Educación', 84, 290, 14.3],
        ['Ingeniería en Computación, Licenciatura, Universidad Nacional', 115, 355, 12],
        ['Jan, 2021 - Jan, 2025', 115, 371, 10],
      ]),
    );
    expect(got.work).toMatchObject([
      {
        position: 'Gerente de Operaciones',
        name: 'Amazon Support Services Costa Rica S.R.L.',
        startDate: '2025-01',
      },
    ]);
    expect(got.education).toMatchObject([
      { studyType: 'Licenciatura', area: 'Ingeniería en Computación', institution: 'Universidad Nacional' },
    ]);
  });

  it('does not take the name in a large font above a province for the city', () => {
    const { resume } = parseResumeLines(
      placed([
        ['María José Araya', 168, 66, 35.7],
        ['Heredia', 118, 92, 10],
        ['Heredia', 118, 104, 10],
        ['maria.jose.araya7@proton.me', 60, 128, 10],
      ]),
      META,
    );
    expect(resume.basics.location).toMatchObject({ city: 'Heredia', region: 'Heredia', countryCode: 'CR' });
  });

  it('joins an email hyphenated in a sidebar even when reading order put the halves apart', () => {
    const { resume } = parseResumeLines(
      placed([
        ['Jessica Patterson', 59, 56, 35.7],
        ['B | jes-', 60, 193, 10],
        ['Work History', 172, 212, 14.3],
        ['Warehouse Supervisor, Nationwide, Phoenix. | 2023-02 – Now', 172, 235, 10.9],
        ['sica.patterson16@gmail.com', 60, 205, 10],
      ]),
      META,
    );
    expect(resume.basics.email).toBe('jessica.patterson16@gmail.com');
  });

  it('drops a line cut by the page break when the next page prints it again', () => {
    const lines = [
      ...placed([
        ['Education', 110, 760, 20],
        ['University of the Philippines Diliman | 2016 2020', 20, 799, 12],
      ]),
      ...placed(
        [
          ['University of the Philippines Diliman | 2016 — 2020', 20, 24, 12],
          ['Bachelor of Science in Nursing', 20, 46, 12],
        ],
        2,
      ),
    ];
    expect(parse(lines).education).toMatchObject([
      { institution: 'University of the Philippines Diliman', startDate: '2016', endDate: '2020' },
    ]);
    expect(parse(lines).education).toHaveLength(1);
  });
});

describe('page layout', () => {
  const item = (t: string, x: number, y: number, size = 10): TextItem => ({
    text: t,
    x,
    y,
    width: t.length * size * 0.5,
    height: size,
  });

  it('takes a wrapped date column out of the rows it shares with the entries (moderncv)', () => {
    const items = [
      item('Dependable professional who enjoys solving problems', 120, 40),
      item('Experience', 120, 60),
      item('November', 40, 80),
      item('Team Leader, Ayala Land Inc., Cebu City', 120, 80),
      item('2024 – Now', 40, 92),
      item('○', 120, 91, 7),
      item('Coordinated schedules for a team of 25', 132, 92),
      item('August 2020 –', 40, 110),
      item('Operations Manager, Globe Telecom, Inc.', 120, 110),
      item('September 2024', 40, 122),
      item('○', 120, 121, 7),
      item('Reduced average handling time by 40 seconds', 132, 122),
    ];
    expect(pageLines(items, 1).lines.map((l) => l.text)).toEqual([
      'Dependable professional who enjoys solving problems',
      'Experience',
      'Team Leader, Ayala Land Inc., Cebu City',
      'November 2024 – Now',
      '○ Coordinated schedules for a team of 25',
      'Operations Manager, Globe Telecom, Inc.',
      'August 2020 – September 2024',
      '○ Reduced average handling time by 40 seconds',
    ]);
  });

  it('reads a short left sidebar as a column of its own, before the body', () => {
    const body = Array.from({ length: 40 }, (_, i) =>
      item(
        i % 4 === 0 ? `Agent, Company ${i}, City | 2019 – 2021` : `Handled customer contacts line ${i}`,
        210,
        150 + i * 14,
      ),
    );
    const items = [
      item('Phoenix', 60, 158),
      item('AZ', 59, 170),
      item('(512) 555-1208', 60, 182),
      item('jessica@example.com', 60, 194),
      item('linkedin.com/in/jessica', 60, 206),
      ...body,
    ];
    const read = pageLines(items, 1);
    expect(read.columns).toBe(2);
    expect(read.lines.slice(0, 3).map((l) => l.text)).toEqual(['Phoenix', 'AZ', '(512) 555-1208']);
  });

  it('reads dates and headings set flush right as part of their rows, not as a second column', () => {
    const right = (t: string, y: number, size = 10) => item(t, 560 - t.length * size * 0.5, y, size);
    const items = [
      right('Work', 40, 19.5),
      item('Nationwide', 22, 120, 12),
      right('2018-07 — 2021-01', 122),
      item('Marketing Coordinator', 22, 142, 12),
      item('Trained 12 new hires on tools and processes', 37, 198, 12),
      item('Target Corporation', 22, 252, 12),
      right('2014-09 — 2018-05', 254),
      item('Operations Analyst', 22, 274, 12),
      item('Cut month-end close from 8 to 5 days', 37, 330, 12),
      item('Bank of America', 22, 362, 12),
      right('2012-10 — 2014-07', 364),
      item('Warehouse Supervisor', 22, 385, 12),
      right('Education', 499, 19.5),
      item('The Ohio State University', 22, 534, 12),
      right('2008 — 2012', 536),
    ];
    const read = pageLines(items, 1);
    expect(read.columns).toBe(1);
    expect(read.lines.map((l) => l.text)).toContain('Nationwide | 2018-07 — 2021-01');
    expect(read.lines.map((l) => l.text).indexOf('Education')).toBeGreaterThan(
      read.lines.map((l) => l.text).indexOf('Warehouse Supervisor'),
    );
  });
});

describe('contact details', () => {
  it('keeps icon glyphs out of the place', () => {
    expect(findLocation('⌂ San José, San José')).toMatchObject({ city: 'San José', countryCode: 'CR' });
    expect(findLocation('Pune – Maharashtra')).toMatchObject({ city: 'Pune', countryCode: 'IN' });
  });

  it('reads languages with their fluency on the line or the next one', async () => {
    const { resume } = parseResumeLines(
      text(['Ana Ruiz', 'Languages', 'English Fluent', 'isiZulu', 'Native', 'Footer text © 2026']),
      META,
    );
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'Fluent' },
      { language: 'isiZulu', fluency: 'Native' },
    ]);
  });
});
