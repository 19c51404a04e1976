/**
 * `npm run bench -- resume-corpus`: writes the outside resume corpus (issue #29) into
 * bench/resume-corpus/: personas/*.json (the truth), files/<template>/<persona>.<ext> and
 * manifest.json (file, persona, template, family, part). Needs Chromium, TeX Live (pdflatex with
 * latex-extra and fonts-extra), pandoc and LibreOffice Writer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { europasscv, moderncv, paracol } from './latex';
import { currvita, curve, europecv, harnon, readablecv } from './latex-classes';
import { multicol, simplecv } from './latex-heldout';
import { minipageSidebar, multicolsMainLeft } from './latex-two-column';
import { buildPersonas, type Persona } from './personas';
import { personasFor, TEMPLATES, type Template } from './templates';
import { markdown, tableHtml } from './word';

export const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../resume-corpus');
const require = createRequire(import.meta.url);

const LATEX_CLASSES: Record<string, (p: Persona) => string> = {
  curve,
  europecv,
  currvita,
  readablecv,
  'harnon-cv': harnon,
  simplecv,
  'multicol-two-column': multicol,
  'minipage-left-sidebar': minipageSidebar,
  'multicols-main-left': multicolsMainLeft,
};

/** Word files LibreOffice makes from a theme's HTML. */
const FROM_THEME_HTML: Record<string, string> = {
  'docx-libreoffice-html': 'even',
  'doc-word97': 'stackoverflow',
  'docx-libreoffice-caffeine': 'caffeine',
};

const truth = (p: Persona) => {
  const { id: _id, ...doc } = p;
  return doc;
};

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });

const latexPdf = (source: string, dir: string, name: string): Buffer => {
  writeFileSync(join(dir, `${name}.tex`), source);
  try {
    run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], dir);
  } catch (e) {
    const log = readFileSync(join(dir, `${name}.log`), 'utf8');
    throw new Error(
      `pdflatex failed on ${name}: ${log
        .split('\n')
        .filter((l) => l.startsWith('!'))
        .join(' ')}`,
      {
        cause: e,
      },
    );
  }
  return readFileSync(join(dir, `${name}.pdf`));
};

const themeHtml = async (theme: string, p: Persona): Promise<string> => {
  type Theme = { render?: (r: unknown) => string | Promise<string>; default?: Theme };
  const mod = (await import(`jsonresume-theme-${theme}`).catch(() =>
    require(`jsonresume-theme-${theme}`),
  )) as Theme;
  const render = mod.render ?? mod.default?.render;
  if (!render) throw new Error(`jsonresume-theme-${theme} has no render()`);
  // Themes write into the document they get (dates, HTML summaries): each gets its own copy.
  // Older themes read schema v0's `company` (and `website`) where v1 says `name` (and `url`).
  const doc = structuredClone(truth(p));
  for (const w of doc.work as { name: string; company?: string }[]) w.company = w.name;
  return await render(doc);
};

/** LibreOffice converts a batch of files at once (one start-up for all). */
const soffice = (inputs: string[], to: string, dir: string) => {
  run(
    'soffice',
    [
      `-env:UserInstallation=file://${join(dir, 'lo-profile')}`,
      '--headless',
      '--convert-to',
      to,
      '--outdir',
      dir,
      ...inputs,
    ],
    dir,
  );
};

export const resumeCorpus = async () => {
  const personas = buildPersonas();
  const work = mkdtempSync(join(tmpdir(), 'resume-corpus-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  type Entry = { file: string; persona: string; template: string; family: string; part: string };
  // RESUME_TEMPLATES=a,b regenerates those templates only; the others keep their files.
  const only = process.env.RESUME_TEMPLATES?.split(',').filter(Boolean);
  const old = join(CORPUS_DIR, 'manifest.json');
  const kept: Entry[] =
    only && existsSync(old)
      ? (JSON.parse(readFileSync(old, 'utf8')) as Entry[]).filter((e) => !only.includes(e.template))
      : [];
  const manifest: Entry[] = [];
  const t0 = Date.now();
  try {
    mkdirSync(join(CORPUS_DIR, 'personas'), { recursive: true });
    for (const p of personas) {
      // Rewritten only when the truth changed (the committed files keep the repo's JSON format).
      const file = join(CORPUS_DIR, 'personas', `${p.id}.json`);
      const same =
        existsSync(file) &&
        JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))) === JSON.stringify(truth(p));
      if (!same) writeFileSync(file, `${JSON.stringify(truth(p), null, 2)}\n`);
    }
    const page = await browser.newPage();
    // Themes link web fonts and CDN styles: nothing leaves the machine, the page prints without them.
    await page.route(/^https?:/, (r) => r.abort());
    const printHtml = async (html: string) => {
      await page.setContent(html, { waitUntil: 'load', timeout: 20_000 });
      return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '12mm', bottom: '12mm' } });
    };
    const render = async (tpl: Template, p: Persona, dir: string): Promise<Buffer> => {
      const id = tpl.id;
      if (id.startsWith('jsonresume-')) return printHtml(await themeHtml(id.slice(11), p));
      if (id.startsWith('moderncv-')) return latexPdf(moderncv(p, id.slice(9)), dir, p.id);
      if (id === 'europasscv') return latexPdf(europasscv(p), dir, p.id);
      if (id === 'paracol-right-sidebar') return latexPdf(paracol(p, 'right', true), dir, p.id);
      if (id === 'paracol-left-sidebar') return latexPdf(paracol(p, 'left', false), dir, p.id);
      const cls = LATEX_CLASSES[id];
      if (cls) return latexPdf(cls(p), dir, p.id);
      if (id === 'txt-paste-moderncv') {
        // What a reader copies out of a PDF viewer: pdf.js's text, page by page.
        const pdf = await getDocumentProxy(new Uint8Array(latexPdf(moderncv(p, 'casual'), dir, p.id)));
        const { text } = await extractText(pdf, { mergePages: true });
        return Buffer.from(text);
      }
      if (id === 'docx-pandoc' || id === 'txt-paste-pandoc') {
        writeFileSync(join(dir, `${p.id}.md`), markdown(p));
        if (id === 'txt-paste-pandoc') {
          run('pandoc', [`${p.id}.md`, '-t', 'plain', '--wrap=none', '-o', `${p.id}.txt`], dir);
          return readFileSync(join(dir, `${p.id}.txt`));
        }
        run(
          'pandoc',
          [`${p.id}.md`, '--reference-doc', join(work, 'reference.docx'), '-o', `${p.id}.docx`],
          dir,
        );
        return readFileSync(join(dir, `${p.id}.docx`));
      }
      throw new Error(`no renderer for ${id}`);
    };
    run('pandoc', ['-o', join(work, 'reference.docx'), '--print-default-data-file', 'reference.docx'], work);
    for (const [i, tpl] of TEMPLATES.entries()) {
      if (only && !only.includes(tpl.id)) continue;
      const dir = join(work, tpl.id);
      const out = join(CORPUS_DIR, 'files', tpl.id);
      mkdirSync(dir, { recursive: true });
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      const ps = personasFor(personas, i);
      // LibreOffice templates: write every source first, convert them in one batch.
      if (tpl.id in FROM_THEME_HTML) {
        const theme = FROM_THEME_HTML[tpl.id]!;
        for (const p of ps) writeFileSync(join(dir, `${p.id}.html`), await themeHtml(theme, p));
        soffice(
          ps.map((p) => `${p.id}.html`),
          tpl.ext === 'doc' ? 'doc:MS Word 97' : 'docx:MS Word 2007 XML',
          dir,
        );
      } else if (tpl.id === 'docx-tables' || tpl.id === 'txt-paste-tables') {
        for (const p of ps) writeFileSync(join(dir, `${p.id}.html`), tableHtml(p));
        soffice(
          ps.map((p) => `${p.id}.html`),
          'docx:MS Word 2007 XML',
          dir,
        );
        if (tpl.id === 'txt-paste-tables')
          soffice(
            ps.map((p) => `${p.id}.docx`),
            'txt:Text (encoded):UTF8',
            dir,
          );
      }
      for (const p of ps) {
        const file = join('files', tpl.id, `${p.id}.${tpl.ext}`);
        const bytes = [...Object.keys(FROM_THEME_HTML), 'docx-tables', 'txt-paste-tables'].includes(tpl.id)
          ? readFileSync(join(dir, `${p.id}.${tpl.ext}`))
          : await render(tpl, p, dir);
        writeFileSync(join(CORPUS_DIR, file), bytes);
        manifest.push({ file, persona: p.id, template: tpl.id, family: tpl.family, part: tpl.part });
      }
      console.log(`${tpl.id.padEnd(26)} ${tpl.part.padEnd(8)} ${ps.length} files`);
    }
    const order = (e: Entry) => TEMPLATES.findIndex((t) => t.id === e.template);
    const all = [...kept, ...manifest].sort((a, b) => order(a) - order(b));
    writeFileSync(join(CORPUS_DIR, 'manifest.json'), `${JSON.stringify(all, null, 1)}\n`);
    writeFileSync(
      join(CORPUS_DIR, 'split.json'),
      `${JSON.stringify(
        Object.fromEntries(
          ['tuning', 'held-out'].map((part) => [
            part,
            TEMPLATES.filter((t) => t.part === part).map((t) => t.id),
          ]),
        ),
        null,
        2,
      )}\n`,
    );
    console.log(
      `${manifest.length} files from ${personas.length} personas in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
};
