/**
 * More CV classes Debian's TeX Live ships (texlive-latex-extra), each used the way its own
 * documentation lays a CV out: CurVe (rubrics, dates in a key column), europecv (the old Europass
 * form, one labelled row per fact), currvita (cvlist, dates as item labels), ReadableCV (roles
 * with a date column, "Role outline" and "Responsibilities") and harnon-cv (a timeline: dates in
 * a left column beside a ruled bar). Tuning templates (issue #29).
 */

import { degree, firstSecond, headings, place, range, t } from './format';
import { tex } from './latex';
import type { Persona } from './personas';

const head = (cls: string, opts = '') => `\\documentclass[${opts}]{${cls}}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
`;
const items = (xs: string[]) =>
  xs.length ? `\\begin{itemize}\n${xs.map((x) => `\\item ${tex(x)}`).join('\n')}\n\\end{itemize}` : '';

/** CurVe reads each rubric from a file of its own (\makerubric, through ltxtable): filecontents writes them. */
export const curve = (p: Persona): string => {
  const h = headings(p);
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      return `\\entry*[${tex(range(p, w, k, ' -- '))}]
  \\textbf{${tex(a)}}, ${tex(b)}${w.location ? `, ${tex(w.location)}` : ''}.
  ${items(w.highlights)}`;
    })
    .join('\n');
  const rubrics: [string, string, string][] = [
    ['summary', h.summary, `\\text{${tex(p.basics.summary)}}`],
    ['work', h.work, work],
    [
      'education',
      h.education,
      p.education
        .map(
          (e) =>
            `\\entry*[${tex(e.startDate)} -- ${tex(e.endDate)}] \\textbf{${tex(degree(p, e))}}, ${tex(e.institution)}.`,
        )
        .join('\n'),
    ],
    [
      'skills',
      h.skills,
      p.skills.map((s) => `\\entry*[${tex(s.name)}] ${tex(s.keywords.join(', '))}`).join('\n'),
    ],
    [
      'languages',
      h.languages,
      p.languages.map((l) => `\\entry*[${tex(l.language)}] ${tex(l.fluency)}`).join('\n'),
    ],
  ];
  return `${rubrics.map(([file, title, body]) => `\\begin{filecontents*}[overwrite]{rubric-${file}.tex}\n\\begin{rubric}{${tex(title)}}\n${body}\n\\end{rubric}\n\\end{filecontents*}\n`).join('')}${head('curve', 'a4paper,11pt')}\\usepackage[margin=2cm]{geometry}
\\leftheader{{\\LARGE\\bfseries ${tex(p.basics.name)}}\\newline ${tex(p.basics.label)}}
\\rightheader{${tex(p.basics.email)}\\newline ${tex(p.basics.phone)}\\newline ${tex(place(p))}}
\\prefix{}
\\begin{document}
\\makeheaders[c]
${rubrics.map(([file]) => `\\makerubric{rubric-${file}}`).join('\n')}
\\end{document}
`;
};

export const europecv = (p: Persona): string => {
  const h = headings(p);
  const parts = p.basics.name.split(' ');
  const work = p.work
    .map(
      (w, k) => `\\ecvitem{${t(p, 'Dates', 'Fechas')}}{${tex(range(p, w, k, ' -- '))}}
\\ecvitem{${t(p, 'Occupation or position held', 'Profesión o cargo desempeñado')}}{${tex(w.position)}}
\\ecvitem{${t(p, 'Name and address of employer', 'Nombre y dirección del empleador')}}{${tex(w.name)}${w.location ? `, ${tex(w.location)}` : ''}}
\\ecvitem{${t(p, 'Main activities and responsibilities', 'Funciones y responsabilidades principales')}}{${tex(w.highlights.join('; '))}}
\\ecvitem{}{}`,
    )
    .join('\n');
  const edu = p.education
    .map(
      (e) => `\\ecvitem{${t(p, 'Dates', 'Fechas')}}{${tex(e.startDate)} -- ${tex(e.endDate)}}
\\ecvitem{${t(p, 'Title of qualification awarded', 'Cualificación obtenida')}}{${tex(degree(p, e))}}
\\ecvitem{${t(p, 'Name of organisation', 'Nombre de la organización')}}{${tex(e.institution)}}
\\ecvitem{}{}`,
    )
    .join('\n');
  // The class loads hyperref at \begin{document}, too late for today's LaTeX: loaded here first.
  return `${head('europecv', `${t(p, 'english', 'spanish')},a4paper,nologo`)}\\usepackage[margin=2cm]{geometry}
\\usepackage{hyperref}
\\ecvname{${tex(parts.slice(0, -1).join(' '))} ${tex(parts.at(-1)!)}}
\\ecvaddress{${tex(place(p))}}
\\ecvtelephone{${tex(p.basics.phone)}}
\\ecvemail{${tex(p.basics.email)}}
\\begin{document}
\\begin{europecv}
\\ecvpersonalinfo
\\ecvsection{${tex(h.work)}}
${work}
\\ecvsection{${tex(h.education)}}
${edu}
\\ecvsection{${tex(h.skills)}}
${p.skills.map((s) => `\\ecvitem{${tex(s.name)}}{${tex(s.keywords.join(', '))}}`).join('\n')}
\\ecvsection{${tex(h.languages)}}
${p.languages.map((l) => `\\ecvitem{${tex(l.language)}}{${tex(l.fluency)}}`).join('\n')}
\\end{europecv}
\\end{document}
`;
};

export const currvita = (p: Persona): string => {
  const h = headings(p);
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      return `\\item[${tex(range(p, w, k, ' -- '))}] \\textbf{${tex(a)}}\\\\ ${tex(b)}${w.location ? `, ${tex(w.location)}` : ''}
${items(w.highlights)}`;
    })
    .join('\n');
  return `${head('article', 'a4paper,11pt')}\\usepackage[margin=2cm]{geometry}
\\usepackage[NoDate]{currvita}
\\pagestyle{empty}
\\begin{document}
\\begin{cv}{${tex(p.basics.name)}}
${tex(p.basics.label)}\\\\
${tex(p.basics.email)} \\textperiodcentered{} ${tex(p.basics.phone)} \\textperiodcentered{} ${tex(place(p))}
\\begin{cvlist}{${tex(h.summary)}}
\\item ${tex(p.basics.summary)}
\\end{cvlist}
\\begin{cvlist}{${tex(h.work)}}
${work}
\\end{cvlist}
\\begin{cvlist}{${tex(h.education)}}
${p.education.map((e) => `\\item[${tex(e.startDate)} -- ${tex(e.endDate)}] ${tex(degree(p, e))}\\\\ ${tex(e.institution)}`).join('\n')}
\\end{cvlist}
\\begin{cvlist}{${tex(h.skills)}}
${p.skills.map((s) => `\\item[${tex(s.name)}] ${tex(s.keywords.join(', '))}`).join('\n')}
\\end{cvlist}
\\begin{cvlist}{${tex(h.languages)}}
${p.languages.map((l) => `\\item[${tex(l.language)}] ${tex(l.fluency)}`).join('\n')}
\\end{cvlist}
\\end{cv}
\\end{document}
`;
};

/** ReadableCV prints no address; its roles take up to five responsibilities. */
export const readablecv = (p: Persona): string => {
  const h = headings(p);
  const five = (xs: string[]) =>
    [...xs.slice(0, 5), '', '', '', '', '']
      .slice(0, 5)
      .map((x) => `{${tex(x)}}`)
      .join('');
  const work = p.work
    .map(
      (
        w,
        k,
      ) => `\\newRole{${tex(range(p, w, k, ' -- '))}}{${tex(w.position)}}{${tex(w.name)}${w.location ? `, ${tex(w.location)}` : ''}}{}
\\roleResponsibilities${five(w.highlights)}`,
    )
    .join('\n');
  return `\\documentclass{ReadableCV}
\\setYourName{${tex(p.basics.name)}}
\\setYourJobTitle{${tex(p.basics.label)}}
\\setYourMobileNo{${tex(p.basics.phone)}}
\\setYourEmailAddr{${tex(p.basics.email)}}
\\setContactLocation{opposite}
\\setJobCompanyOrder{${p.meta.corpus.order === 'title-first' ? 'JobFirst' : 'CompanyFirst'}}
\\begin{document}
\\showHeader
\\newHeading{${tex(h.summary)}}{}
${tex(p.basics.summary)}
\\newHeading{${tex(h.work)}}{}
${work}
\\newHeading{${tex(h.education)}}{}
${p.education.map((e) => `\\newCourse{${tex(e.startDate)} -- ${tex(e.endDate)}}{${tex(degree(p, e))}}{${tex(e.institution)}}{}\\\\`).join('\n')}
\\newHeading{${tex(h.skills)}}{}
${p.skills.map((s) => `\\textbf{${tex(s.name)}}: ${tex(s.keywords.join(', '))}\\\\`).join('\n')}
\\newHeading{${tex(h.languages)}}{}
${p.languages.map((l) => `${tex(l.language)} -- ${tex(l.fluency)}\\\\`).join('\n')}
\\end{document}
`;
};

/** harnon-cv's title prints a stray "l" before \youremail: the address block carries the email. */
export const harnon = (p: Persona): string => {
  const h = headings(p);
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      return `\\timelineitem{${tex(range(p, w, k, ' -- '))}}{\\addsubheader{${tex(a)}}
\\addcallout{${tex(b)}}${w.location ? ` \\textit{${tex(w.location)}}` : ''}\\par
${w.highlights.map((x) => `\\addtimelinebullet{${tex(x)}}`).join('\n')}}
\\timelinespacer`;
    })
    .join('\n');
  return `\\documentclass{harnon-cv}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\yourname{${tex(p.basics.name)}}
\\youraddress{${tex(place(p))}\\\\ ${tex(p.basics.email)}}
\\yournumber{${tex(p.basics.phone)}}
\\begin{document}
\\maketitle
\\addheadertext{${tex(h.summary)}}
${tex(p.basics.summary)}
\\addheadertext{${tex(h.work)}}
\\starttimeline
${work}
\\stoptimeline
\\addheadertext{${tex(h.education)}}
\\starttimeline
${p.education.map((e) => `\\timelineitem{${tex(e.endDate)}}{\\addsubheader{${tex(degree(p, e))}}\n\\addcallout{${tex(e.institution)}}}`).join('\n')}
\\stoptimeline
\\addheadertext{${tex(h.skills)}}
${p.skills.map((s) => `\\textbf{${tex(s.name)}}: ${tex(s.keywords.join(', '))}\\\\`).join('\n')}
\\addheadertext{${tex(h.languages)}}
${p.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})\\\\`).join('\n')}
\\end{document}
`;
};
