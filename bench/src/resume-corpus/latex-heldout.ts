/**
 * Held-out LaTeX templates added after the split (issue #29): simplecv (TeX Live's latex-extra
 * class: `topic` lists, each item labelled by its dates, the first line of the item in the topic
 * title font) and a two-column page typeset with multicol (`multicols`: the text flows down the
 * left column and on into the right one, entries ruled by tabularx with the dates at the right
 * margin). Never looked at while tuning the parser.
 */

import { degree, firstSecond, headings, place, range } from './format';
import { tex } from './latex';
import type { Persona } from './personas';

const items = (xs: string[]) =>
  xs.length ? `\\begin{itemize}\n${xs.map((x) => `\\item ${tex(x)}`).join('\n')}\n\\end{itemize}` : '';

export const simplecv = (p: Persona): string => {
  const h = headings(p);
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      return `\\item[${tex(range(p, w, k, ' -- '))}] ${tex(a)}\\\\
${tex(b)}${w.location ? `, ${tex(w.location)}` : ''}
${items(w.highlights)}`;
    })
    .join('\n');
  return `\\documentclass[a4paper,11pt,topictitle]{simplecv}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage[margin=2cm]{geometry}
\\leftheader{${tex(p.basics.email)}\\\\ ${tex(p.basics.phone)}}
\\rightheader{${tex(place(p))}\\\\ ${tex(p.basics.label)}}
\\title{${tex(p.basics.name)}}
\\begin{document}
\\maketitle
\\section{${tex(h.summary)}}
${tex(p.basics.summary)}
\\section{${tex(h.work)}}
\\begin{topic}
${work}
\\end{topic}
\\section{${tex(h.education)}}
\\begin{topic}
${p.education.map((e) => `\\item[${tex(e.startDate)} -- ${tex(e.endDate)}] ${tex(degree(p, e))}\\\\\n${tex(e.institution)}`).join('\n')}
\\end{topic}
\\section{${tex(h.skills)}}
\\begin{topic}
${p.skills.map((s) => `\\item[${tex(s.name)}] \\mbox{}\\\\ ${tex(s.keywords.join(', '))}`).join('\n')}
\\end{topic}
\\section{${tex(h.languages)}}
\\begin{topic}
${p.languages.map((l) => `\\item[${tex(l.language)}] \\mbox{}\\\\ ${tex(l.fluency)}`).join('\n')}
\\end{topic}
\\end{document}
`;
};

/** Two columns of flowing text (multicol), each entry's first line a tabularx row with its dates. */
export const multicol = (p: Persona): string => {
  const h = headings(p);
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      return `\\noindent\\begin{tabularx}{\\columnwidth}{@{}X@{\\ }r@{}}
\\textbf{${tex(a)}} & {\\small ${tex(range(p, w, k, ' -- '))}}
\\end{tabularx}\\\\
\\textit{${tex(b)}}${w.location ? ` \\textbullet\\ ${tex(w.location)}` : ''}
${items(w.highlights)}
\\smallskip`;
    })
    .join('\n');
  return `\\documentclass[10pt,a4paper]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[margin=1.5cm]{geometry}
\\usepackage{multicol}
\\usepackage{tabularx}
\\usepackage{enumitem}
\\setlist[itemize]{leftmargin=1.2em,itemsep=0pt,topsep=2pt}
\\usepackage{titlesec}
\\titleformat{\\section}{\\normalsize\\bfseries}{}{0pt}{\\MakeUppercase}[\\titlerule]
\\setlength{\\parindent}{0pt}
\\setlength{\\columnsep}{1.2cm}
\\pagestyle{empty}
\\begin{document}
\\begin{center}
{\\Huge ${tex(p.basics.name)}}\\\\[4pt]
${tex(p.basics.label)}\\\\[2pt]
{\\small ${tex(place(p))} \\quad ${tex(p.basics.phone)} \\quad ${tex(p.basics.email)}}
\\end{center}
\\begin{multicols}{2}
\\section*{${tex(h.summary)}}
${tex(p.basics.summary)}
\\section*{${tex(h.work)}}
${work}
\\section*{${tex(h.education)}}
${p.education.map((e) => `\\textbf{${tex(degree(p, e))}}\\\\ ${tex(e.institution)} \\hfill {\\small ${tex(e.startDate)} -- ${tex(e.endDate)}}\\par\\smallskip`).join('\n')}
\\section*{${tex(h.skills)}}
${p.skills.map((s) => `\\textbf{${tex(s.name)}}: ${tex(s.keywords.join(', '))}\\par`).join('\n')}
\\section*{${tex(h.languages)}}
${p.languages.map((l) => `${tex(l.language)} -- ${tex(l.fluency)}\\par`).join('\n')}
\\end{multicols}
\\end{document}
`;
};
