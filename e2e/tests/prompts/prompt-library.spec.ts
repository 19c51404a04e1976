import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { adminLogin } from '../../requests/auth';
import { demoResumePdf } from './resume-pdf';

/** Records the length of an element's text at every change, to see text arrive piece by piece. */
const watchText = (page: Page, label: string) =>
  page.evaluate((name) => {
    const w = window as unknown as { __lengths: number[] };
    w.__lengths = [];
    const attach = () => {
      const el = document.querySelector(`[role="log"][aria-label="${name}"]`);
      if (!el) return false;
      new MutationObserver(() => w.__lengths.push(el.textContent?.length ?? 0)).observe(el, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      return true;
    };
    if (!attach()) {
      const outer = new MutationObserver(() => {
        if (attach()) outer.disconnect();
      });
      outer.observe(document.body, { childList: true, subtree: true });
    }
  }, label);
const seenLengths = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lengths: number[] }).__lengths);

describe('prompt library', () => {
  it('creates a prompt, streams a draft, saves versions, diffs them, marks one current and tests it on a resume', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin, VIEWPORTS.desktop);
    const name = `Agent resume screen ${Date.now()}`;

    // /generative-ai redirects to the library.
    await page.goto('/generative-ai');
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/generative-ai/prompt-library');
    await page.getByRole('link', { name: 'New prompt' }).click();

    // Create: version 1.
    await page.getByRole('heading', { name: 'Prompt Builder', level: 1 }).waitFor();
    await page.getByLabel('Name').fill(name);
    await page.getByRole('combobox', { name: 'Purpose' }).click();
    await page.getByRole('option', { name: 'Resume screening' }).click();
    await page
      .getByLabel('Definition')
      .fill('Required skills: Zendesk, Salesforce\nAt least 2 years.\n{{resume}}');
    await page.getByRole('button', { name: 'Create prompt' }).click();
    await page.getByRole('heading', { name: 'Versions', exact: true }).waitFor();
    await page.getByRole('listitem', { name: 'Version 1' }).waitFor();

    // Generate a draft: the text streams into the output and the editor, piece by piece.
    await watchText(page, 'Generated draft');
    await page
      .getByLabel('Describe what the prompt should do')
      .fill('Screen call-centre agent resumes for English and Zendesk');
    await page.getByRole('button', { name: 'Generate draft' }).click();
    await page.getByText('Provider: built-in').first().waitFor();
    const lengths = (await seenLengths(page)).filter((n) => n > 0);
    expect(new Set(lengths).size).toBeGreaterThan(3);
    await expect.poll(() => page.getByLabel('Definition').inputValue()).toContain('{{resume}}');
    await expect
      .poll(() => page.getByLabel('Definition').inputValue())
      .toContain('Goal: Screen call-centre agent');

    // Save it: version 2 becomes current.
    await page.getByLabel('Version note').fill('Drafted from a description');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('listitem', { name: 'Version 2' }).waitFor();
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Version 2' }).textContent())
      .toContain('Current');

    // Diff: version 1 against version 2, side by side.
    const diff = page.getByRole('table', { name: 'Version differences' });
    await diff.waitFor();
    await expect.poll(() => diff.textContent()).toContain('Added: Goal: Screen call-centre agent');
    await expect.poll(() => diff.textContent()).toContain('Removed: Required skills: Zendesk, Salesforce');
    await page.getByText(/\d+ changed lines?/).waitFor();
    await screenshot(page, 'prompt-builder-versions');

    // Mark the first version current again.
    await page.getByRole('button', { name: 'Mark current (version 1)' }).click();
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Version 1' }).textContent())
      .toContain('Current');
    await expect
      .poll(() => page.getByLabel('Definition').inputValue())
      .toContain('Required skills: Zendesk, Salesforce');

    // Test on an uploaded resume: the answer streams, then provider, model, tokens and latency.
    await page
      .getByRole('region', { name: 'Test the prompt' })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'Jane Doe resume.pdf',
        mimeType: 'application/pdf',
        buffer: demoResumePdf([
          'Jane Doe',
          'Customer support agent, 2019 - 2024, Zendesk and chat.',
          'Bachelor of Arts. English, Spanish.',
        ]),
      });
    await watchText(page, 'Test output');
    const run = page.getByRole('button', { name: 'Run test' });
    await expect.poll(() => run.isEnabled(), { timeout: 15_000 }).toBe(true);
    await run.click();
    const details = page.getByLabel('Test output: details');
    await details.waitFor({ timeout: 15_000 });
    expect(await details.textContent()).toMatch(
      /Provider: built-in.*Model: rules-v1.*Tokens: \d+ in \/ \d+ out.*Latency: \d+ ms/,
    );
    const output = await page.getByRole('log', { name: 'Test output' }).textContent();
    expect(output).toContain('✔ Mentions “Zendesk”');
    expect(output).toContain('✘ Mentions “Salesforce”');
    expect(output).toContain('not a language model');
    expect(new Set((await seenLengths(page)).filter((n) => n > 0)).size).toBeGreaterThan(3);

    // The call is in the usage history, against version 1.
    const usage = page.getByRole('region', { name: 'Usage history' });
    await expect.poll(() => usage.textContent()).toContain('test-prompt');
    await expect.poll(() => usage.textContent()).toContain('v1');
    await expectNoA11yViolations(page);
    await screenshot(page, 'prompt-builder-tested');
  });

  it('reads well on a phone: the list and the builder', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin, VIEWPORTS.mobile);
    await page.goto('/generative-ai/prompt-library');
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
    await page.getByText('Agent resume screen').first().waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'prompt-library');
    await page.getByText('Agent resume screen').first().click();
    await page.getByRole('heading', { name: 'Versions', exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'prompt-builder');
  });
});
