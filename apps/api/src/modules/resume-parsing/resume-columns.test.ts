import { describe, expect, it } from 'vitest';
import { pageLines, type TextItem } from './layout';
import { parseResumeLines } from './parse-resume';

// Two-column pages and entry layouts of the tuning templates (issue #29, bench/resume-corpus):
// small synthetic pages, each proving one rule of the layout or entry reading.
const META = { source: 'pdf', pages: 1, columns: 1 } as const;
const item = (t: string, x: number, y: number, size = 10): TextItem => ({
  text: t,
  x,
  y,
  width: t.length * size * 0.5,
  height: size,
});
const texts = (items: TextItem[]) => pageLines(items, 1);

/** A sidebar at x 40 (skills, ending 30 pt left of the body) beside a body at `bodyX` with three dated jobs. */
const sidebarPage = (bodyX: (row: number) => number, bulletX = bodyX) => {
  const side = Array.from({ length: 12 }, (_, i) => item(`Skill ${i}`.padEnd(26, 'x'), 40, 100 + i * 14));
  const body: TextItem[] = [];
  for (let j = 0; j < 3; j++) {
    const y = 100 + j * 84;
    body.push(item(`Team Leader ${j}`, bodyX(j * 5), y));
    body.push(item(`Acme Corp ${j}`, bodyX(j * 5 + 1), y + 14));
    body.push(item('Jan 2019 – Dec 2021', bodyX(j * 5 + 2), y + 28));
    body.push(
      item('•', bulletX(j * 5 + 3), y + 42),
      item(`Handled contacts ${j} `.padEnd(60, 'x'), bulletX(j * 5 + 3) + 9, y + 42),
    );
    body.push(
      item('•', bulletX(j * 5 + 4), y + 56),
      item(`Trained hires ${j}`, bulletX(j * 5 + 4) + 9, y + 56),
    );
  }
  return [...side, ...body];
};

describe('two-column pages', () => {
  it('puts the gutter left of bullets that hang a point left of their column', () => {
    const read = texts(
      sidebarPage(
        () => 200,
        () => 198.8,
      ),
    );
    expect(read.columns).toBe(2);
    const lines = read.lines.map((l) => l.text);
    // Each bullet stays in the body, after its entry's dates, not pushed below both columns.
    expect(lines.findIndex((l) => l.startsWith('• Handled contacts 0'))).toBe(
      lines.indexOf('Jan 2019 – Dec 2021') + 1,
    );
    expect(lines.at(-1)).toBe('• Trained hires 2');
  });

  it('counts a column whose lines start within a point of one another as one column', () => {
    const xs = [199.4, 200, 200.5];
    const read = texts(sidebarPage((row) => xs[row % 3]!));
    expect(read.columns).toBe(2);
    expect(read.lines.slice(0, 12).every((l) => l.text.startsWith('Skill'))).toBe(true);
  });

  it('reads a name, a title and a contact row set full width above both columns as a header', () => {
    const header = [
      item('Ana Maria Ruiz Gonzalez Hernandez', 150, 20, 20),
      item('Customer Success Manager and Team Lead', 160, 50, 12),
      item('ana@example.com · (555) 010-2000 · Cebu City', 150, 70),
    ];
    const left = Array.from({ length: 12 }, (_, i) => item(`Handled customer line ${i}`, 40, 100 + i * 14));
    const right = Array.from({ length: 12 }, (_, i) => item(`Skill ${i}`, 330, 100 + i * 14));
    const read = texts([...header, ...left, ...right]);
    expect(read.columns).toBe(2);
    const lines = read.lines.map((l) => l.text);
    expect(lines.slice(0, 3)).toEqual(header.map((h) => h.text));
    expect(lines.indexOf('Handled customer line 11')).toBe(lines.indexOf('Skill 0') - 1);
  });

  it('does not read a two-column grid of skills at the foot of a one-column page as a second column', () => {
    const rows: [string, number, number, number][] = [
      ['Maria Clara Reyes', 182, 72, 32],
      ['Customer Service Representative', 182, 112, 25],
      ['Dependable, detail-oriented professional who enjoys solving problems for', 182, 166, 10.5],
      ['customers and teams.', 182, 182, 10.5],
      ['Quezon City, Philippines', 199, 218, 10.5],
      ['maria.reyes@example.com', 199, 238, 10.5],
      ['+63 917 200 1000', 199, 258, 10.5],
      ['Work', 112, 375, 20],
      ['Customer Service Representative', 182, 378, 10.5],
      ['Ayala Land Inc.', 182, 403, 10.5],
      ['Mar 2023 – Present', 182, 418, 10.5],
      ['Handled 60+ customer contacts a day with a 95% satisfaction score', 193, 456, 10.5],
      ['Skills', 117, 567, 20],
      ['Office', 182, 570, 16],
      ['Programming', 377, 570, 16],
      ['Excel Word PowerPoint', 189, 597, 10.5],
      ['TypeScript Python SQL', 383, 597, 10.5],
      ['Languages', 67, 632, 20],
      ['English', 182, 636, 16],
      ['Filipino', 377, 636, 16],
      ['Fluent', 182, 660, 10.5],
      ['Native', 377, 660, 10.5],
    ];
    const read = texts(rows.map(([t, x, y, size]) => item(t, x, y, size)));
    expect(read.columns).toBe(1);
    expect(read.lines.map((l) => l.text)).toContain('Work | Customer Service Representative');
  });
});

describe('dates stacked at the right margin', () => {
  const workOf = (items: TextItem[]) => parseResumeLines(texts(items).lines, META).resume.work;
  const jobs = ['Technical Support Specialist, Sutherland', 'Software Developer, Teleperformance'];
  /** Entries at x 55, each with two bullets; its range stacked over three rows at x 470 and a duration under it. */
  const page = (stack: (k: number) => string[]) => [
    item('Ana Ruiz', 234, 50, 22),
    item('EXPERIENCE', 46, 100, 16),
    ...jobs.flatMap((title, k) => {
      const y = 140 + k * 100;
      return [
        item(title, 55, y + 5, 12),
        item('- Cut month-end close from 8 to 5 days', 55, y + 28, 12),
        item('- Coordinated schedules for a team of 25', 55, y + 46, 12),
        ...[...stack(k), '3 years'].map((t, r) => item(t, 470, y + r * 17, 12)),
      ];
    }),
  ];

  it('reads a range stacked over rows at the right margin as the dates of its entry, not a column', () => {
    const got = workOf(
      page((k) => (k ? ['January 2018', '—', 'January 2021'] : ['January 2021', '—', 'January 2024'])),
    );
    expect(got.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Technical Support Specialist', 'Sutherland', '2021-01', '2024-01'],
      ['Software Developer', 'Teleperformance', '2018-01', '2021-01'],
    ]);
  });

  it('reads one stacked range on a page ("December 2022" / "— Present") as one range', () => {
    const got = workOf(
      page((k) => (k ? [] : ['December 2022', '— Present'])).filter((i) => !/Developer|^- Co/.test(i.text)),
    );
    expect(got.map((w) => [w.position, w.startDate, w.endDate])).toEqual([
      ['Technical Support Specialist', '2022-12', undefined],
    ]);
  });
});

describe('entries', () => {
  const placed = (rows: [string, number, number, number][]) =>
    rows.map(([t, x, y, size]) => ({ text: t, page: 1, x, y, size }));
  const work = (rows: [string, number, number, number][]) =>
    parseResumeLines(placed([['Ana Ruiz', 40, 20, 20], ['Experience', 40, 60, 14], ...rows]), META).resume
      .work;

  it('starts a new entry at a title set a point right of the bullets that hang left of the column', () => {
    const got = work([
      ['Team Leader | Jan 2020 – Present', 200, 80, 10],
      ['Ayala Land Inc.', 200, 94, 10],
      ['• Coordinated schedules for a team of 25 agents across', 198.5, 108, 10],
      ['three sites and two shifts', 207, 122, 10],
      ['Operations Manager | Aug 2016 – Dec 2019', 200, 140, 10],
      ['Globe Telecom Inc.', 200, 154, 10],
      ['• Reduced average handling time by 40 seconds', 198.5, 168, 10],
    ]);
    expect(got.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Team Leader', 'Ayala Land Inc.', '2020-01', undefined],
      ['Operations Manager', 'Globe Telecom Inc.', '2016-08', '2019-12'],
    ]);
    expect(got[0]!.highlights).toEqual([
      'Coordinated schedules for a team of 25 agents across three sites and two shifts',
    ]);
  });

  it('sets a place in a smaller font apart from the company before it on one row', () => {
    const got = parseResumeLines(
      texts([
        item('Ana Ruiz', 54, 40, 20),
        item('Employment History', 54, 100, 17),
        item('2024-11 – Current', 54, 140, 12),
        item('Call Centre Agent', 162, 140, 12),
        item('Old Mutual', 162, 154, 12),
        item('Johannesburg', 224, 154, 10.9),
        item('2019-04 – 2022-12', 54, 190, 12),
        item('Project Coordinator', 162, 190, 12),
        item('Discovery Health', 162, 204, 12),
        item('Durban', 262, 204, 10.9),
      ]).lines,
      META,
    ).resume.work;
    expect(got.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Call Centre Agent', 'Old Mutual', '2024-11'],
      ['Project Coordinator', 'Discovery Health', '2019-04'],
    ]);
  });

  it('joins a name wrapped under a line that ends in its dates, set apart from them', () => {
    const got = parseResumeLines(
      placed([
        ['Ana Ruiz', 40, 20, 20],
        ['Education', 40, 60, 14],
        [
          'Bachillerato Administración de Empresas at Instituto Tecnológico de Costa | Jan 2008 - Jan 2012',
          40,
          80,
          12,
        ],
        ['Rica', 40, 95, 12],
      ]),
      META,
    ).resume.education;
    expect(got[0]).toMatchObject({ institution: 'Instituto Tecnológico de Costa Rica', endDate: '2012-01' });
  });
});

describe('a narrow date column read row by row with the entry beside it', () => {
  const work = (lines: string[]) =>
    parseResumeLines(
      ['Ana Ruiz', ...lines].map((t) => ({ text: t, page: 1, x: null, y: null, size: 0 })),
      META,
    ).resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate]);

  it('joins a range whose dash stands apart, opens the next row, or breaks a date at its hyphen', () => {
    expect(
      work([
        'Work Experience',
        '03/2024 | – Reliance Retail, Hyderabad',
        '09/2026',
        'Business Analyst',
        '• Reduced average handling time by 40 seconds',
        'September 2021 Wipro Ltd., Bengaluru',
        '– | September',
        '2023',
        'Team Lead',
        '• Coordinated schedules for a team of 25',
        'September 2016 HCL Technologies',
        '– April 2020',
        'Relationship Manager',
        '• Grew regional sales by 18% year over year',
        '2013-06 – 2016- Walmart de México y Centroamérica',
        '09',
        'Analista Financiero',
        '• Preparé reportes semanales para la gerencia',
      ]),
    ).toEqual([
      ['Business Analyst', 'Reliance Retail', '2024-03', '2026-09'],
      ['Team Lead', 'Wipro Ltd.', '2021-09', '2023-09'],
      ['Relationship Manager', 'HCL Technologies', '2016-09', '2020-04'],
      ['Analista Financiero', 'Walmart de México y Centroamérica', '2013-06', '2016-09'],
    ]);
  });

  it('starts an entry at a line opening with a month in lower case, not a wrapped bullet', () => {
    expect(
      work([
        'Experiencia Profesional',
        'abr. 2025 – sep. 2026 | Florida Ice & Farm Co.',
        'Ingeniero de Software',
        '• Lideré la migración del sistema de tickets a la nube',
        'ago. 2023 – mar. 2025 | Cooperativa Dos Pinos',
        'Asistente Administrativo',
        '• Coordiné horarios de un equipo de 25 personas',
      ]),
    ).toEqual([
      ['Ingeniero de Software', 'Florida Ice & Farm Co.', '2025-04', '2026-09'],
      ['Asistente Administrativo', 'Cooperativa Dos Pinos', '2023-08', '2025-03'],
    ]);
  });

  it('joins the year of an end date wrapped to the next row', () => {
    expect(
      work([
        'Professional Experience',
        'Marketing Coordinator | December 2021 – December',
        '2022',
        'Amazon.com, Inc.',
        '• Led migration of the ticketing system to a cloud platform',
        'Operations Analyst | November 2019 – October 2021',
        'Wells Fargo',
      ]),
    ).toEqual([
      ['Marketing Coordinator', 'Amazon.com, Inc.', '2021-12', '2022-12'],
      ['Operations Analyst', 'Wells Fargo', '2019-11', '2021-10'],
    ]);
  });
});

describe('header', () => {
  it('reads the name before a comma and the title after it on one line', () => {
    const lines = [
      ['Andrés Vargas Solano, Analista de Soporte Técnico', 73, 64, 15],
      ['andres@example.com | +506 8301-4053 | San José, San José, CR', 73, 85, 9],
      ['EXPERIENCE | Cooperativa Dos Pinos, Analista de Soporte Técnico | 2023-07 — Present', 73, 155, 9],
    ] as const;
    const got = parseResumeLines(
      lines.map(([text, x, y, size]) => ({ text, page: 1, x, y, size })),
      META,
    ).resume.basics;
    expect(got?.name).toBe('Andrés Vargas Solano');
  });

  it('joins a degree wrapped after "en" or "in" in a narrow sidebar', () => {
    const got = parseResumeLines(
      ['Ana Ruiz', 'Educación', 'Licenciatura en Ingeniería en', 'Computación', 'Universidad Nacional'].map(
        (text) => ({ text, page: 1, x: null, y: null, size: 0 }),
      ),
      META,
    ).resume.education;
    expect(got[0]).toMatchObject({
      studyType: 'Licenciatura',
      area: 'Ingeniería en Computación',
      institution: 'Universidad Nacional',
    });
  });
});
