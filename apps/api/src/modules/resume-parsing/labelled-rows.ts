/**
 * Europass-style CVs (issue #29): each fact on a row of its own behind a label ("Dates",
 * "Occupation or position held", "Name and address of employer"; "Fechas", "Profesión o cargo
 * desempeñado"…), the label often wrapped over two lines in its narrow column ("Nombre y
 * dirección del" / "empleador"). The rows are read by their labels, not by evidence.
 */
import type { Numbered } from './line-parse';

type LabelKind =
  | 'dates'
  | 'position'
  | 'employer'
  | 'activities'
  | 'qualification'
  | 'organisation'
  | 'name'
  | 'contact';

const LABELS: [LabelKind, string[]][] = [
  ['dates', ['dates', 'date', 'period', 'fechas', 'periodo', 'período']],
  [
    'position',
    [
      'occupation or position held',
      'position held',
      'job title',
      'profesión o cargo desempeñado',
      'ocupación o cargo desempeñado',
      'cargo desempeñado',
      'puesto',
    ],
  ],
  [
    'employer',
    [
      'name and address of employer',
      'employer',
      'nombre y dirección del empleador',
      'nombre y dirección de la empresa',
      'empleador',
    ],
  ],
  [
    'activities',
    [
      'main activities and responsibilities',
      'type of business or sector',
      'funciones y responsabilidades principales',
      'principales actividades y responsabilidades',
      'tipo de empresa o sector',
    ],
  ],
  [
    'qualification',
    ['title of qualification awarded', 'qualification awarded', 'cualificación obtenida', 'título obtenido'],
  ],
  [
    'organisation',
    [
      'name and type of organisation providing education and training',
      'name of organisation',
      'nombre y tipo del centro de estudios',
      'nombre de la organización',
      'centro de estudios',
    ],
  ],
  ['name', ['name / surname', 'surname / name', 'nombre(s) / apellido(s)', 'nombre / apellidos']],
  [
    'contact',
    [
      'address(es)',
      'address',
      'dirección(es)',
      'dirección',
      'telephone(s)',
      'telephone',
      'teléfono(s)',
      'teléfono',
      'mobile',
      'móvil',
      'e-mail(s)',
      'e-mail',
      'personal email',
      'correo(s) electrónico(s)',
      'correo electrónico',
    ],
  ],
];
const ALL = LABELS.flatMap(([kind, names]) => names.map((n) => ({ kind, name: n }))).sort(
  (a, b) => b.name.length - a.name.length,
);

export interface LabelledRow {
  kind: LabelKind;
  value: string;
  line: Numbered;
  /** Lines the row took (2 when its label wrapped). */
  used: number;
}

const startsWith = (text: string, label: string) => {
  const t = text.toLowerCase();
  return t === label || t.startsWith(`${label} `);
};

/** The labelled row starting at `lines[i]`, or null. */
const labelledRow = (lines: Numbered[], i: number): LabelledRow | null => {
  const line = lines[i]!;
  const next = lines[i + 1];
  for (const { kind, name } of ALL) {
    if (startsWith(line.text, name))
      return { kind, value: line.text.slice(name.length).trim(), line, used: 1 };
    if (!next) continue;
    // "Nombre y dirección del Cooperativa Dos Pinos" / "empleador": the label's last words below.
    const words = name.split(' ');
    for (let k = words.length - 1; k >= 1; k--) {
      const head = words.slice(0, k).join(' ');
      const tail = words.slice(k).join(' ');
      if (startsWith(line.text, head) && startsWith(next.text, tail))
        return {
          kind,
          value: `${line.text.slice(head.length).trim()} ${next.text.slice(tail.length).trim()}`.trim(),
          line,
          used: 2,
        };
    }
  }
  return null;
};

/** The section's labelled rows (a line without a label continues the row above), or null when it has fewer than two. */
export const labelledRows = (lines: Numbered[]): LabelledRow[] | null => {
  const rows: LabelledRow[] = [];
  let unlabelled = 0;
  // A value wraps onto the lines right under it; a page footer far below is not part of it.
  const under = (a: Numbered, b: Numbered) =>
    a.y === null || b.y === null || (a.page === b.page && b.y > a.y && b.y - a.y < Math.max(a.size, 8) * 2.5);
  let prev: Numbered | null = null;
  for (let i = 0; i < lines.length; ) {
    const row = labelledRow(lines, i);
    const l = lines[i]!;
    if (row) {
      rows.push(row);
      i += row.used;
      prev = lines[i - 1]!;
      continue;
    }
    const last = rows.at(-1);
    if (last && prev && under(prev, l)) {
      last.value = `${last.value} ${l.text}`.trim();
      prev = l;
    } else if (!last) unlabelled++;
    i++;
  }
  return rows.filter((r) => r.kind === 'dates').length >= 2 || (rows.length >= 3 && !unlabelled)
    ? rows
    : null;
};

/** A line without its label when it is a labelled row of the header ("Nombre(s) / Apellido(s) Andrés Vargas"). */
export const unlabel = (lines: Numbered[]): Numbered[] =>
  lines.map((l) => {
    const row = labelledRow([l], 0);
    return row && (row.kind === 'name' || row.kind === 'contact') && row.value
      ? { ...l, text: row.value }
      : l;
  });
