import { describe, expect, it } from 'vitest';
import { findLocation } from './contacts';
import { splitDateColumn } from './date-column';
import { pageLines, type TextItem } from './layout';
import { parseResumeLines } from './parse-resume';

// More layouts of published templates (issue #29, the corpus's added tuning templates): Europass
// forms, label columns, narrow date columns, durations beside the dates.
const text = (lines: string[]) => lines.map((t) => ({ text: t, page: 1, x: null, y: null, size: 0 }));
const META = { source: 'txt', pages: 1, columns: 1 } as const;
const parse = (lines: string[]) => parseResumeLines(text(lines), META).resume;

describe('work history of more templates', () => {
  it('reads a Europass form by its labels, a label wrapped over two lines included', () => {
    const r = parse([
      'Curriculum vitae',
      'Europass',
      'Información personal',
      'Nombre(s) / Apellido(s) Andrés Vargas Solano',
      'Dirección(es) San José, San José',
      'Experiencia Profesional',
      'Fechas 07/2023 – Actualidad',
      'Profesión o cargo desempeñado Analista de Soporte Técnico',
      'Nombre y dirección del Cooperativa Dos Pinos, San José',
      'empleador',
      'Funciones y responsabilidades Capacité a 12 colaboradores nuevos; Aumenté las ventas',
      'principales regionales un 18% anual',
      'Fechas 05/2021 – 04/2023',
      'Profesión o cargo desempeñado Ingeniero de Software',
      'Nombre y dirección del empleador Florida Ice & Farm Co.',
      'Educación',
      'Fechas 2003 – 2007',
      'Cualificación obtenida Maestría en Gestión de Proyectos',
      'Nombre de la organización Universidad de Costa Rica',
    ]);
    expect(r.basics.name).toBe('Andrés Vargas Solano');
    expect(r.work).toMatchObject([
      {
        position: 'Analista de Soporte Técnico',
        name: 'Cooperativa Dos Pinos',
        location: 'San José',
        startDate: '2023-07',
        highlights: ['Capacité a 12 colaboradores nuevos', 'Aumenté las ventas regionales un 18% anual'],
      },
      {
        position: 'Ingeniero de Software',
        name: 'Florida Ice & Farm Co.',
        startDate: '2021-05',
        endDate: '2023-04',
      },
    ]);
    expect(r.work[0]!.endDate).toBeUndefined();
    expect(r.education[0]).toMatchObject({
      institution: 'Universidad de Costa Rica',
      studyType: 'Maestría',
      area: 'Gestión de Proyectos',
    });
  });

  it('joins a range wrapped in a narrow date column with the entry beside it, and drops labels', () => {
    const r = parse([
      'Priya Iyer',
      'Work History',
      'April 2025 – HDFC Bank, Bengaluru',
      'September 2026',
      'Software Engineer',
      'Role outline',
      'Responsibilities',
      '• Led migration of the ticketing system',
      'July 2015 – June Reliance Retail',
      '2018',
      'Senior Associate',
      '• Coordinated schedules for a team of 25',
    ]);
    expect(r.work).toMatchObject([
      { position: 'Software Engineer', name: 'HDFC Bank', startDate: '2025-04', endDate: '2026-09' },
      { position: 'Senior Associate', name: 'Reliance Retail', startDate: '2015-07', endDate: '2018-06' },
    ]);
  });

  it('tells a title from a company by its head word, last in English and first before "de" in Spanish', () => {
    const es = parse([
      'Ana Ruiz',
      'Experiencia',
      'Hewlett Packard Enterprise',
      'Ingeniero de Software',
      '03/2023 – 06/2024',
    ]);
    expect(es.work[0]).toMatchObject({
      name: 'Hewlett Packard Enterprise',
      position: 'Ingeniero de Software',
    });
  });

  it('leaves out how long a job lasted', () => {
    const r = parse([
      'Ana Ruiz',
      'Experience',
      'Data Analyst, Vodacom',
      'Nov 2012 – Feb 2015',
      '2 years',
      '• Built reports',
    ]);
    expect(r.work).toEqual([
      expect.objectContaining({ position: 'Data Analyst', name: 'Vodacom', highlights: ['Built reports'] }),
    ]);
  });

  it('reads a heading set in a label column on one row with its first line', () => {
    const r = parse([
      'Priya Iyer',
      'EDUCATION | University of Pune',
      'B.Tech: Computer Science',
      '2011 TO 2015',
    ]);
    expect(r.education[0]).toMatchObject({ institution: 'University of Pune', endDate: '2015' });
  });

  it('reads a degree after its field and a degree in parentheses after its school', () => {
    const a = parse([
      'Ana Ruiz',
      'Education',
      'Human Resource Management, National Diploma',
      'University of Cape Town',
    ]);
    expect(a.education[0]).toMatchObject({
      studyType: 'National Diploma',
      area: 'Human Resource Management',
    });
    const b = parse([
      'Ana Ruiz',
      'Education',
      '2011 – 2015 | University of Pune (B.Tech in Computer Science)',
    ]);
    expect(b.education[0]).toMatchObject({
      institution: 'University of Pune',
      studyType: 'B.Tech',
      area: 'Computer Science',
    });
  });

  it('takes the name from a letterhead row that carries the email or the place', () => {
    const r = parse(['Thabo van der Merwe | Johannesburg, Gauteng', '+27 82 402 5142', 'Experience']);
    expect(r.basics).toMatchObject({ name: 'Thabo van der Merwe', location: { city: 'Johannesburg' } });
  });
});

describe('date columns on the page', () => {
  const item = (t: string, x: number, y: number, size = 10): TextItem => ({
    text: t,
    x,
    y,
    width: t.length * size * 0.5,
    height: size,
  });

  it('reads a range stacked at the right margin after the title beside it', () => {
    const items = [
      item('Dependable professional who enjoys solving problems', 50, 20),
      item('Experience', 50, 40),
      item('November 2024', 460, 60),
      item('Call Centre Agent, Old Mutual', 50, 65),
      item('— Present', 478, 77),
      item('- Cut month-end close from 8 to 5 days', 50, 89),
      item('March 2023', 474, 140),
      item('HR Business Partner, MTN Group', 50, 145),
      item('—', 501, 157),
      item('- Led migration of the ticketing system', 50, 169),
      item('August 2024', 472, 175),
    ];
    const lines = pageLines(items, 1).lines.map((l) => l.text);
    expect(lines.indexOf('November 2024 — Present')).toBe(lines.indexOf('Call Centre Agent, Old Mutual') + 1);
    expect(lines.indexOf('March 2023 — August 2024')).toBe(
      lines.indexOf('HR Business Partner, MTN Group') + 1,
    );
  });

  it('reads a left date column set in small capitals ("2025-04 TO 2026-09")', () => {
    const items = [
      item('Software Engineer at HDFC Bank', 200, 72, 9),
      item('Led migration of the ticketing system to a cloud platform', 225, 87, 9),
      item('2025-04', 37, 89, 7.6),
      item('T', 70, 91.7, 5.2),
      { ...item('O', 70, 91.7, 5.2), x: 70 + 2.6 },
      item('2026-09', 81.6, 89, 7.6),
      item('Process Executive at HDFC Bank', 200, 132, 9),
      item('Grew regional sales by 18% year over year', 225, 147, 9),
      item('2021-04', 37, 134, 7.6),
      item('T', 70, 136.7, 5.2),
      { ...item('O', 70, 136.7, 5.2), x: 70 + 2.6 },
      item('2025-02', 81.6, 134, 7.6),
      item('Coordinated schedules for a team of 25', 225, 162, 9),
    ];
    expect(splitDateColumn(items, 1)?.dates.map((d) => d.text)).toEqual([
      '2025-04 TO 2026-09',
      '2021-04 TO 2025-02',
    ]);
  });
});

// Degrees, education dates and places as other templates may write them (issue #29): general
// forms, each case failing without its rule.
describe('degrees and their fields', () => {
  const edu = (lines: string[]) => parse(['Ana Ruiz', 'Education', ...lines, 'Skills', 'Excel']).education[0];

  it.each([
    // A degree's full name before its field, without "in" ("of" names more than one word).
    ['Bachelor of Business Administration Marketing', 'Bachelor of Business Administration', 'Marketing'],
    ['Bachelor of Science Nursing', 'Bachelor of Science', 'Nursing'],
    // The field in parentheses, or after a colon.
    ['Bachelor of Science (Nursing)', 'Bachelor of Science', 'Nursing'],
    ['Nursing (Associate of Applied Science)', 'Associate of Applied Science', 'Nursing'],
    ['Bachelor of Science: Nursing', 'Bachelor of Science', 'Nursing'],
    // A field that starts with a degree's word: before a bare degree, or after one ("en" is the field's).
    ['Ingeniería en Computación, Licenciatura', 'Licenciatura', 'Ingeniería en Computación'],
    ['Nursing, Associate of Applied Science', 'Associate of Applied Science', 'Nursing'],
    ['Licenciatura Ingeniería en Computación', 'Licenciatura', 'Ingeniería en Computación'],
  ])('reads "%s" as the degree and its field', (line, studyType, area) => {
    expect(edu(['Universidad Nacional', line, '2019 – 2023'])).toMatchObject({ studyType, area });
  });

  it('reads a field on its own line that starts with a degree word, beside a bare degree', () => {
    expect(
      edu(['Universidad Nacional', 'Licenciatura', 'Ingeniería en Computación', '2021 – 2025']),
    ).toMatchObject({ studyType: 'Licenciatura', area: 'Ingeniería en Computación' });
  });

  it('keeps a school on its own line under a long degree line, and joins a field wrapped in a narrow column', () => {
    expect(
      edu(['2019 – 2023', 'Bachelor of Business Administration in Marketing', 'Arizona State University']),
    ).toMatchObject({ institution: 'Arizona State University', area: 'Marketing' });
    const placed = [
      ['Bachelor of Science in Information', 382, 359],
      ['Technology', 382, 371],
      ['University of San Carlos', 382, 383],
      ['2014 – 2018', 382, 394],
    ].map(([t, x, y]) => ({ text: t as string, page: 1, x: x as number, y: y as number, size: 10 }));
    const got = parseResumeLines(
      [
        { text: 'Ana Ruiz', page: 1, x: 382, y: 60, size: 24 },
        { text: 'Education', page: 1, x: 382, y: 335, size: 12 },
        ...placed,
      ],
      { source: 'pdf', pages: 1, columns: 1 },
    ).resume.education[0];
    expect(got).toMatchObject({ studyType: 'Bachelor of Science', area: 'Information Technology' });
  });

  it('reads a range split over two lines or set a year a line, and dates after a bulleted field', () => {
    const lines = ['University of San Carlos', 'Bachelor of Science in Nursing'];
    expect(edu([...lines, '2019 –', '2023'])?.endDate).toBe('2023');
    expect(edu([...lines, '2019', '2023'])).toMatchObject({ startDate: '2019', endDate: '2023' });
    expect(
      edu(['University of San Carlos', 'Bachelor of Science', '• Nursing', '2019 – 2023']),
    ).toMatchObject({
      area: 'Nursing',
      endDate: '2023',
    });
  });

  it('does not take a phone number or a sentence from another column for the degree', () => {
    const got = edu([
      'University of Pune | 2011 - 2015',
      '+91 98453 10291',
      'Led migration of the ticketing system to a',
    ]);
    expect(got).toMatchObject({ institution: 'University of Pune', endDate: '2015' });
    expect(got?.studyType).toBeUndefined();
  });
});

describe('places on the letterhead', () => {
  const city = (lines: string[]) =>
    parse(['Ana Ruiz', ...lines, 'Experience', 'Team Leader', 'Acme Corp', 'Jan 2020 – Present']).basics
      .location?.city;

  it.each([
    // A postal code after the region; a hyphen or a slash between the parts.
    ['Quezon City, Metro Manila 1100'],
    ['Quezon City - Metro Manila'],
    ['Quezon City / Metro Manila'],
    // The country after the region with a space only; a street address first.
    ['Quezon City, Metro Manila PH'],
    ['12 Rizal Street, Quezon City, Metro Manila'],
    // A contact row with commas, or parts two spaces apart.
    ['ana.ruiz@example.com, +63 917 555 0101, Quezon City, Metro Manila'],
    ['Quezon City, Metro Manila  ana.ruiz@example.com'],
    // No commas at all: capitalised words, then a known region and a country code.
    ['Quezon City Metro Manila PH'],
  ])('reads the city of "%s"', (line) => {
    expect(city([line, 'ana.ruiz@example.com'])).toBe('Quezon City');
  });

  it('reads a city with a particle set on its own line above its region', () => {
    expect(city(['ana.ruiz@example.com', 'Ciudad de México', 'CDMX', 'MX'])).toBe('Ciudad de México');
  });

  it('reads a place on a line of its own in a sidebar read after the body, not a label for it', () => {
    const body = ['Experience', 'Team Leader', 'Acme Corp', 'Jan 2020 – Present', 'Skills', 'Excel'];
    expect(
      parse([
        'Ana Ruiz',
        'ana.ruiz@example.com',
        '+63 917 555 0101',
        ...body,
        'Quezon City, Metro Manila',
        'Languages',
      ]).basics.location?.city,
    ).toBe('Quezon City');
    // A theme's labels between the parts are no city.
    expect(findLocation('Location, Region, Karnataka')).toBeNull();
  });

  it('reads a larger city printed alone on the letterhead, not a name that starts like one', () => {
    expect(city(['Bengaluru', 'ana.ruiz@example.com'])).toBe('Bengaluru');
    expect(city(['ana.ruiz@example.com | San José'])).toBe('San José');
    expect(parse(['Austin Lee', 'austin@example.com']).basics.location).toBeUndefined();
  });

  it('does not read a company and its country in a job as a spaced place', () => {
    expect(findLocation('Accenture Philippines')).toBeNull();
  });
});

describe('names and emails on the letterhead', () => {
  const basics = (lines: string[]) =>
    parse([...lines, 'Experience', 'Team Leader', 'Acme Corp', '2020 – 2022']).basics;

  it('reads the name before a title set after a dash, and not a title set above the name', () => {
    expect(basics(['Maria Reyes — Customer Service Representative', 'maria@example.com']).name).toBe(
      'Maria Reyes',
    );
    expect(basics(['Analista de Soporte Técnico', 'Andrés Vargas Solano', 'andres@example.com']).name).toBe(
      'Andrés Vargas Solano',
    );
  });

  it('joins a name set on two lines in the largest font, its title after it', () => {
    const got = parseResumeLines(
      [
        ['Maria Clara', 40, 40, 28],
        ['Reyes', 40, 72, 28],
        ['Customer Service Representative', 40, 100, 12],
        ['maria@example.com', 40, 120, 10],
      ].map(([t, x, y, size]) => ({
        text: t as string,
        page: 1,
        x: x as number,
        y: y as number,
        size: size as number,
      })),
      { source: 'pdf', pages: 1, columns: 1 },
    ).resume.basics;
    expect(got).toMatchObject({ name: 'Maria Clara Reyes', label: 'Customer Service Representative' });
  });

  it('joins an email wrapped without a hyphen in a narrow column, and no word or link next to one', () => {
    expect(basics(['Maria Reyes', 'maria.clara.reyes0@gmail.', 'com']).email).toBe(
      'maria.clara.reyes0@gmail.com',
    );
    expect(basics(['Maria Reyes', 'maria.clara.re', 'yes0@gmail.com']).email).toBe(
      'maria.clara.reyes0@gmail.com',
    );
    expect(basics(['Maria Reyes', 'maria@gmail.com', 'github']).email).toBe('maria@gmail.com');
    expect(basics(['Maria Reyes', 'Email', 'maria@gmail.com']).email).toBe('maria@gmail.com');
  });
});
