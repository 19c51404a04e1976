/**
 * LaTeX sources for the corpus: the CV classes Debian's TeX Live ships (moderncv in five styles,
 * europasscv) and two two-column layouts built with paracol. Each template is the way the class's
 * own examples lay a CV out; the persona decides the date style and the entry's line order.
 */

import { degree, firstSecond, headings, place, range, rangeParts } from './format';
import type { Persona } from './personas';

export const tex = (s: string) =>
  s
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');

const itemize = (xs: string[], env = 'itemize') =>
  xs.length ? `\\begin{${env}}\n${xs.map((x) => `\\item ${tex(x)}`).join('\n')}\n\\end{${env}}` : '';

const splitName = (name: string): [string, string] => {
  const parts = name.split(' ');
  return [parts.slice(0, -1).join(' '), parts.at(-1)!];
};

/** Dates of an entry for a narrow date column: split over two lines when the persona does so. */
const texRange = (p: Persona, w: { startDate: string; endDate?: string }, k: number) => {
  const [a, b] = rangeParts(p, w, k);
  return p.meta.corpus.splitRange ? `${tex(a)} --\\newline ${tex(b)}` : `${tex(a)} -- ${tex(b)}`;
};

export const moderncv = (p: Persona, style: string): string => {
  const [first, last] = splitName(p.basics.name);
  const h = headings(p);
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      return `\\cventry{${texRange(p, w, k)}}{${tex(a)}}{${tex(b)}}{${tex(w.location ?? '')}}{}{${style === 'fancy' ? tex(w.highlights.join('; ')) : itemize(w.highlights)}}`;
    })
    .join('\n');
  const edu = p.education
    .map(
      (e) =>
        `\\cventry{${tex(e.startDate)} -- ${tex(e.endDate)}}{${tex(degree(p, e))}}{${tex(e.institution)}}{}{}{}`,
    )
    .join('\n');
  return `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{blue}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage[scale=0.8]{geometry}
\\name{${tex(first)}}{${tex(last)}}
\\title{${tex(p.basics.label)}}
\\address{${tex(p.basics.location.city)}}{${tex(p.basics.location.region)}}{}
\\phone[mobile]{${tex(p.basics.phone)}}
\\email{${tex(p.basics.email)}}
\\social[linkedin]{${tex(p.basics.profiles[0]!.username)}}
\\begin{document}
\\makecvtitle
\\section{${tex(h.summary)}}
\\cvitem{}{${tex(p.basics.summary)}}
\\section{${tex(h.work)}}
${work}
\\section{${tex(h.education)}}
${edu}
\\section{${tex(h.skills)}}
${p.skills.map((s) => `\\cvitem{${tex(s.name)}}{${tex(s.keywords.join(', '))}}`).join('\n')}
\\section{${tex(h.languages)}}
${p.languages.map((l) => `\\cvitemwithcomment{${tex(l.language)}}{${tex(l.fluency)}}{}`).join('\n')}
\\end{document}
`;
};

export const europasscv = (p: Persona): string => {
  const [first, last] = splitName(p.basics.name);
  const h = headings(p);
  const work = p.work
    .map(
      (w, k) => `\\ecvtitle{${tex(range(p, w, k, ' -- '))}}{${tex(w.position)}}
\\ecvitem{}{${tex(w.name)}${w.location ? `, ${tex(w.location)}` : ''}}
\\ecvitem{}{${itemize(w.highlights, 'ecvitemize')}}`,
    )
    .join('\n');
  const edu = p.education
    .map(
      (e) => `\\ecvtitle{${tex(e.startDate)} -- ${tex(e.endDate)}}{${tex(degree(p, e))}}
\\ecvitem{}{${tex(e.institution)}}`,
    )
    .join('\n');
  return `\\documentclass[english,a4paper]{europasscv}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\ecvname{${tex(first)} ${tex(last)}}
\\ecvaddress{${tex(place(p))}}
\\ecvmobile{${tex(p.basics.phone)}}
\\ecvemail{${tex(p.basics.email)}}
\\begin{document}
\\begin{europasscv}
\\ecvpersonalinfo
\\ecvsection{${tex(h.work)}}
${work}
\\ecvsection{${tex(h.education)}}
${edu}
\\ecvsection{${tex(h.skills)}}
${p.skills.map((s) => `\\ecvitem{${tex(s.name)}}{${tex(s.keywords.join(', '))}}`).join('\n')}
\\ecvsection{${tex(h.languages)}}
${p.languages.map((l) => `\\ecvitem{${tex(l.language)}}{${tex(l.fluency)}}`).join('\n')}
\\end{europasscv}
\\end{document}
`;
};

const icon = (p: Persona, fa: string) => (p.meta.corpus.icons ? `\\${fa}\\ ` : '');

/**
 * Two columns with paracol: a sidebar (contact, skills, languages, education) and the work
 * history. `side` puts the sidebar left or right; `datesOwnLine` writes an entry's dates on their
 * own line under the title instead of at the right margin.
 */
export const paracol = (p: Persona, side: 'left' | 'right', datesOwnLine: boolean): string => {
  const h = headings(p);
  const sidebar = `\\section*{${tex(h.contact)}}
${icon(p, 'faEnvelope')}${tex(p.basics.email)}\\\\
${icon(p, 'faPhone')}${tex(p.basics.phone)}\\\\
${icon(p, 'faHome')}${tex(place(p))}
\\section*{${tex(h.skills)}}
${p.skills.map((s) => `\\textbf{${tex(s.name)}}: ${tex(s.keywords.join(', '))}\\\\`).join('\n')}
\\section*{${tex(h.languages)}}
${p.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})\\\\`).join('\n')}
\\section*{${tex(h.education)}}
${p.education.map((e) => `\\textbf{${tex(degree(p, e))}}\\\\ ${tex(e.institution)}\\\\ ${tex(e.startDate)} -- ${tex(e.endDate)}\\\\`).join('\n')}
`;
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      const dates = p.meta.corpus.splitRange
        ? rangeParts(p, w, k)
            .map((x) => tex(x))
            .join(' --\\\\ ')
        : tex(range(p, w, k, ' -- '));
      const head = datesOwnLine
        ? `\\textbf{${tex(a)}}\\\\ \\textit{${tex(b)}}${w.location ? ` | ${tex(w.location)}` : ''}\\\\ {\\small ${dates}}`
        : `\\textbf{${tex(a)}} \\hfill {\\small ${tex(range(p, w, k, ' -- '))}}\\\\ \\textit{${tex(b)}}${w.location ? `, ${tex(w.location)}` : ''}`;
      return `${head}\n${itemize(w.highlights)}\n\\medskip`;
    })
    .join('\n');
  const main = `\\section*{${tex(h.summary)}}
${tex(p.basics.summary)}
\\section*{${tex(h.work)}}
${work}
`;
  return `\\documentclass[10pt,a4paper]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[margin=1.6cm]{geometry}
\\usepackage{paracol}
\\usepackage{fontawesome5}
\\usepackage{titlesec}
\\titleformat{\\section}{\\large\\bfseries\\scshape}{}{0pt}{}[\\titlerule]
\\setlength{\\parindent}{0pt}
\\pagestyle{empty}
\\begin{document}
{\\LARGE\\bfseries ${tex(p.basics.name)}}\\\\[2pt]
{\\large ${tex(p.basics.label)}}
\\bigskip
\\columnratio{${side === 'left' ? '0.32' : '0.66'}}
\\begin{paracol}{2}
${side === 'left' ? sidebar : main}
\\switchcolumn
${side === 'left' ? main : sidebar}
\\end{paracol}
\\end{document}
`;
};
