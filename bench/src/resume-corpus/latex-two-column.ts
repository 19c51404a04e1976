/**
 * Two more two-column layouts for the tuning part (issue #29), set the ways CV writers build a
 * sidebar without a CV class: two minipages side by side (a shaded sidebar on the left with the
 * name and its own headings, the work history on the right with the dates at the right margin),
 * and multicols with the work history in the left column (dates at that column's right edge,
 * beside the gutter) and the sidebar after a column break.
 */

import { degree, firstSecond, headings, place, range, rangeParts } from './format';
import { tex } from './latex';
import type { Persona } from './personas';

const preamble = (extra: string) => `\\documentclass[10pt,a4paper]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\setlist{nosep,leftmargin=1.2em}
\\setlength{\\parindent}{0pt}
\\pagestyle{empty}
${extra}`;

const bullets = (xs: string[]) =>
  xs.length ? `\\begin{itemize}\n${xs.map((x) => `\\item ${tex(x)}`).join('\n')}\n\\end{itemize}` : '';

const dates = (p: Persona, w: Persona['work'][number], k: number) =>
  p.meta.corpus.splitRange
    ? rangeParts(p, w, k)
        .map((x) => tex(x))
        .join(' --\\\\ ')
    : tex(range(p, w, k, ' -- '));

/**
 * A one-page sidebar CV: a shaded minipage on the left (name, label, contact, education, skills,
 * languages, each under its own small heading) beside a minipage with the summary and the jobs.
 * An entry's first line has the persona's first field in bold and the dates flush right; the
 * second line the other field, with the location flush right. Two highlights per job keep it on
 * one page (highlights are not scored).
 */
export const minipageSidebar = (p: Persona): string => {
  const h = headings(p);
  const side = (title: string) =>
    `\\par\\medskip{\\color{teal}\\bfseries\\MakeUppercase{${tex(title)}}}\\par\\smallskip`;
  const sidebar = `{\\Large\\bfseries ${tex(p.basics.name)}}\\par
{\\itshape ${tex(p.basics.label)}}\\par
${side(h.contact)}
${tex(p.basics.email)}\\par
${tex(p.basics.phone)}\\par
${tex(place(p))}\\par
${side(h.education)}
${p.education.map((e) => `\\textbf{${tex(degree(p, e))}}\\par ${tex(e.institution)}\\par {\\footnotesize ${tex(e.startDate)} -- ${tex(e.endDate)}}\\par\\smallskip`).join('\n')}
${side(h.skills)}
${p.skills.map((s) => `${tex(s.name)}: ${tex(s.keywords.join(', '))}\\par`).join('\n')}
${side(h.languages)}
${p.languages.map((l) => `${tex(l.language)} -- ${tex(l.fluency)}\\par`).join('\n')}`;
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      return `\\textbf{${tex(a)}} \\hfill {\\footnotesize ${tex(range(p, w, k, ' -- '))}}\\par
\\textit{${tex(b)}}${w.location ? ` \\hfill {\\footnotesize ${tex(w.location)}}` : ''}\\par
${bullets(w.highlights.slice(0, 2))}\\par\\medskip`;
    })
    .join('\n');
  const heading = (title: string) =>
    `{\\large\\bfseries ${tex(title)}}\\par\\vspace{2pt}\\hrule\\par\\medskip`;
  return `${preamble('\\usepackage[margin=1.2cm]{geometry}\n')}
\\begin{document}\\small
\\noindent\\colorbox{gray!12}{\\begin{minipage}[t][\\dimexpr\\textheight-2\\fboxsep][t]{0.29\\textwidth}
${sidebar}
\\end{minipage}}\\hfill
\\begin{minipage}[t]{0.66\\textwidth}
${heading(h.summary)}
${tex(p.basics.summary)}\\par\\bigskip
${heading(h.work)}
${work}
\\end{minipage}
\\end{document}
`;
};

/**
 * Two equal columns with multicols: the summary and the jobs in the left column (an entry's
 * first line with the dates flush right at the column's edge, beside the gutter; the second line
 * the other field and the location), then a column break and the sidebar (contact, education,
 * skills, languages). A long work history flows on into the right column above the sidebar.
 */
export const multicolsMainLeft = (p: Persona): string => {
  const h = headings(p);
  const heading = (title: string) => `\\subsection*{${tex(title)}}`;
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      return `\\textbf{${tex(a)}} \\hfill {\\small ${dates(p, w, k)}}\\\\
${tex(b)}${w.location ? ` $\\cdot$ ${tex(w.location)}` : ''}
${bullets(w.highlights)}
\\medskip`;
    })
    .join('\n');
  return `${preamble('\\usepackage[margin=1.5cm]{geometry}\n\\usepackage{multicol}\n\\setlength{\\columnsep}{1cm}\n')}
\\begin{document}
\\begin{center}
{\\huge ${tex(p.basics.name)}}\\\\[3pt]
{\\large ${tex(p.basics.label)}}
\\end{center}
\\begin{multicols}{2}
\\raggedcolumns
${heading(h.summary)}
${tex(p.basics.summary)}
${heading(h.work)}
${work}
\\columnbreak
${heading(h.contact)}
${tex(p.basics.email)}\\\\
${tex(p.basics.phone)}\\\\
${tex(place(p))}
${heading(h.education)}
${p.education.map((e) => `${tex(e.institution)}\\\\ \\textit{${tex(degree(p, e))}}\\\\ ${tex(e.startDate)} -- ${tex(e.endDate)}\\par\\smallskip`).join('\n')}
${heading(h.skills)}
${p.skills.map((s) => `\\textbf{${tex(s.name)}}: ${tex(s.keywords.join(', '))}\\par`).join('\n')}
${heading(h.languages)}
${p.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})\\par`).join('\n')}
\\end{multicols}
\\end{document}
`;
};
