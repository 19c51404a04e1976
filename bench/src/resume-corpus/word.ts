/**
 * Sources for the corpus's Word documents: Markdown for pandoc (with a reference DOCX), and an
 * HTML page laid out with tables (dates in a left cell, the entry in the right one) that
 * LibreOffice turns into a DOCX or a Word 97 DOC, as people build CVs in Word with tables.
 */
import { degree, firstSecond, headings, place, range, rangeParts } from './format';
import type { Persona } from './personas';

const ICON = { home: '⌂ ', phone: '☎ ', mail: '✉ ' };
const ic = (p: Persona, k: keyof typeof ICON) => (p.meta.corpus.icons ? ICON[k] : '');
const md = (s: string) => s.replace(/([\\*_[\]#<>|])/g, '\\$1');

export const markdown = (p: Persona): string => {
  const h = headings(p);
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      const title = p.meta.corpus.order === 'title-first' ? `${md(a)}, ${md(b)}` : `${md(a)} — ${md(b)}`;
      const [s, e] = rangeParts(p, w, k);
      const dates = p.meta.corpus.splitRange ? `${md(s)} –\\\n${md(e)}` : md(range(p, w, k));
      return `### ${title}\n\n*${dates}*${w.location ? ` · ${md(w.location)}` : ''}\n\n${w.highlights.map((x) => `- ${md(x)}`).join('\n')}\n`;
    })
    .join('\n');
  return `# ${md(p.basics.name)}

**${md(p.basics.label)}**\\
${ic(p, 'mail')}${md(p.basics.email)} | ${ic(p, 'phone')}${md(p.basics.phone)} | ${ic(p, 'home')}${md(place(p))}

## ${md(h.summary)}

${md(p.basics.summary)}

## ${md(h.work)}

${work}
## ${md(h.education)}

${p.education.map((e) => `**${md(e.institution)}**\\\n${md(degree(p, e))}, ${e.startDate} – ${e.endDate}\n`).join('\n')}
## ${md(h.skills)}

${p.skills.map((s) => `- **${md(s.name)}:** ${md(s.keywords.join(', '))}`).join('\n')}

## ${md(h.languages)}

${p.languages.map((l) => `- ${md(l.language)} — ${md(l.fluency)}`).join('\n')}
`;
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const tableHtml = (p: Persona): string => {
  const h = headings(p);
  const row = (left: string, right: string) =>
    `<tr><td width="28%" valign="top">${left}</td><td valign="top">${right}</td></tr>`;
  const work = p.work
    .map((w, k) => {
      const [a, b] = firstSecond(p, w);
      const [s, e] = rangeParts(p, w, k);
      const dates = p.meta.corpus.splitRange ? `${esc(s)} –<br>${esc(e)}` : esc(range(p, w, k));
      return row(
        dates,
        `<b>${esc(a)}</b><br>${esc(b)}${w.location ? `, ${esc(w.location)}` : ''}<ul>${w.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`,
      );
    })
    .join('');
  const section = (title: string, rows: string) =>
    `<h2>${esc(title)}</h2><table width="100%" cellpadding="4" border="0">${rows}</table>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(p.basics.name)}</title></head><body>
<table width="100%" border="0"><tr><td><h1>${esc(p.basics.name)}</h1><p>${esc(p.basics.label)}</p></td>
<td align="right">${ic(p, 'mail')}${esc(p.basics.email)}<br>${ic(p, 'phone')}${esc(p.basics.phone)}<br>${ic(p, 'home')}${esc(place(p))}</td></tr></table>
${section(h.summary, row('', esc(p.basics.summary)))}
${section(h.work, work)}
${section(h.education, p.education.map((e) => row(`${e.startDate} – ${e.endDate}`, `<b>${esc(e.institution)}</b><br>${esc(degree(p, e))}`)).join(''))}
${section(h.skills, p.skills.map((s) => row(esc(s.name), esc(s.keywords.join(', ')))).join(''))}
${section(h.languages, p.languages.map((l) => row(esc(l.language), esc(l.fluency))).join(''))}
</body></html>`;
};
