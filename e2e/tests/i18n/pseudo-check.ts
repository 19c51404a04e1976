// What the pseudo-locale specs look for: words on a candidate page that no message file wrote.
import { pseudoMessage } from '@ats/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { env } from '../../fixtures/env';

const PSEUDO = 'en-XA';

/** The page's language is the pseudo-locale: the cookie the server reads, the storage the app reads. */
export const usePseudoLocale = async (context: BrowserContext) => {
  await context.addCookies([{ name: 'ats-language', value: PSEUDO, url: env.baseUrl }]);
  await context.addInitScript(`localStorage.setItem('ats-language', '${PSEUDO}');`);
};

/**
 * Every visible text node, and every `placeholder`, `aria-label`, `title` and `alt` of a visible
 * element, that has a Latin letter outside ⟦ ⟧ (a message of the pseudo-locale). Skipped: what is
 * marked `translate="no"` (the job's own content, names people typed, the brand), words declared
 * in another language (`lang`: each language named in itself), what Intl wrote in the page's
 * language (`<time>`, `data-intl`), what a person typed into a `<textarea>`, script and style. The page's header and footer are checked
 * like the rest: the brand is marked translate="no"; a link's label there is a message.
 */
const unwrappedText = (page: Page) =>
  page.evaluate(() => {
    const stripped = (s: string) => {
      let out = s;
      for (let prev = ''; prev !== out; ) {
        prev = out;
        out = out.replace(/⟦[^⟦⟧]*⟧/g, '');
      }
      return out;
    };
    const leaks = (s: string) => /[A-Za-z]/.test(stripped(s));
    // Words declared in another language (`lang`, e.g. each language named in itself) are theirs.
    const page = document.documentElement.lang;
    const foreign = (el: Element) => {
      const lang = el.closest('[lang]')?.getAttribute('lang');
      return Boolean(lang && lang !== page);
    };
    const skipped = (el: Element) =>
      foreign(el) ||
      Boolean(el.closest('[translate="no"], time, [data-intl], script, style, noscript, template, head'));
    const visible = (el: Element): boolean => {
      const select = el.closest('select');
      if (select) return visible(select);
      return el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent ?? '';
      // A textarea's text is what the person typed (its placeholder and label are still checked).
      if (!el || el.tagName === 'TEXTAREA' || skipped(el) || !text.trim() || !leaks(text) || !visible(el))
        continue;
      found.push(`text "${text.trim()}" in <${el.tagName.toLowerCase()}>`);
    }
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      if (skipped(el) || !visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attr);
        if (value?.trim() && leaks(value)) found.push(`${attr}="${value}" on <${el.tagName.toLowerCase()}>`);
      }
    }
    return found;
  });

/** Fails listing each piece of text on `page` (named `where`) that is not from a message file. */
export const expectAllWrapped = async (page: Page, where: string) => {
  // The language's messages are in: the page's language is the pseudo-locale.
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(PSEUDO);
  expect({ where, unwrapped: await unwrappedText(page) }).toEqual({ where, unwrapped: [] });
};

/** A button by its English label, as the pseudo-locale shows it. */
const pseudoButton = (page: Page, english: string) =>
  page.getByRole('button', { name: pseudoMessage(english) });

/**
 * Submits an open assessment through its confirmation and waits for the thank-you, checking the
 * confirmation and the thank-you for unwrapped words (`what` names the assessment in failures).
 */
export const submitAssessmentInPseudo = async (page: Page, what: string, confirmation: string) => {
  await pseudoButton(page, 'Submit my answers').click();
  const confirm = page.getByRole('dialog', { name: pseudoMessage('Submit your answers?') });
  await confirm.waitFor();
  await expectAllWrapped(page, `${what}: ${confirmation}`);
  await confirm.getByRole('button', { name: pseudoMessage('Submit') }).click();
  await page
    .getByText(
      pseudoMessage(
        'Thank you: your answers have been submitted. The recruiter will review them and contact you about the next step.',
      ),
    )
    .waitFor();
  await expectAllWrapped(page, `${what}: submitted`);
};
