import { randomUUID } from 'node:crypto';
import { grant } from '@ats/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { createApplicant, createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import {
  createTypingTest,
  interviewTokenFromMail,
  openInterview,
  pilotTypingTest,
  startInterview,
  submitTypingInterview,
  typingLog,
} from '../../requests/interviews';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import { seedUserWithRole } from '../../requests/users';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The candidate's half, through the public API: open the mailed link, start, type, submit. */
const candidateTakesTest = async (email: string, opts: { after?: number; seconds?: number } = {}) => {
  const token = await interviewTokenFromMail(email, opts);
  const opened = await openInterview(token);
  const passage = opened.content?.passage ?? '';
  expect(passage.length).toBeGreaterThan(20);
  await startInterview(token);
  const log = typingLog(passage, { wpm: 55, seconds: opts.seconds ?? 6 });
  // The server refuses a log that claims more typing time than has passed since the start.
  await sleep((log.keystrokes.at(-1)?.t ?? 0) + 300);
  return submitTypingInterview(token, log);
};

/** The list has applied its search: no refresh in flight (rows are dimmed while one is). */
const listSettled = async (page: Page) => {
  await page.getByRole('group', { name: 'Active filters' }).waitFor();
  const table = page.locator('table[aria-busy="false"]');
  await table.waitFor();
  // The dimming (the table container's opacity) has faded out.
  await expect.poll(() => table.evaluate((t) => getComputedStyle(t.parentElement!).opacity)).toBe('1');
};

const pickTypingTest = async (page: Page, dialog: ReturnType<Page['getByRole']>, name: string) => {
  const picker = dialog.getByRole('combobox', { name: 'Typing test' });
  await picker.fill(name.slice(0, 10));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
};

describe('typing assessment results', () => {
  it('a recruiter sends a typing assessment from the applicant page and reviews the scored result', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Typists ${tag()}` });
    const email = `ana.${tag()}@example.com`;
    const a = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Ana',
      lastName: `Santos-${tag()}`,
      email,
    });
    const name = `Ana ${a.lastName}`;
    const test = await createTypingTest(admin.token, { name: `Data entry ${tag()}`, minNetWpm: 5 });

    // Send from the applicant page.
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/req-applicant-tracker/${a.id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Send interview' }).click();
    const dialog = page.getByRole('dialog', { name: `Send interview to ${name}` });
    await expect.poll(() => dialog.getByRole('radio', { name: 'Video Interview' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('Choose a typing test').waitFor();
    await pickTypingTest(page, dialog, test.name);
    await dialog.getByLabel('Link expires after (days)').fill('5');
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'interviews-send-dialog');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const interviews = page.getByRole('region', { name: 'Interviews' });
    await interviews.getByText(`Typing Assessment: ${test.name}`).waitFor();
    await interviews.getByText('Sent', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Timeline' })
      .getByText(`Typing Assessment sent — ${test.name}`)
      .waitFor();

    // The candidate types it (the candidate page has its own spec) while the recruiter opens the
    // results list (typing takes seconds of real time: the server checks the log against the clock).
    const taken = candidateTakesTest(email);
    taken.catch(() => undefined); // awaited below; a failure surfaces there

    // The result in the list, then its page: figures, chart, replay, integrity.
    await page.goto('/talent-discovery/typing-test-results');
    await page.getByRole('heading', { name: 'Typing Test Results', level: 1 }).waitFor();
    const outcome = await taken;
    await page.getByLabel('Search applicant, email or test').fill(a.lastName);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText(outcome.netWpm.toFixed(0), { exact: true }).waitFor();
    await listSettled(page);
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'typing-results-list');
    await row.getByRole('link', { name }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText(name)
      .waitFor();
    const result = page.getByRole('region', { name: 'Result' });
    await result
      .getByText(String(Math.round(outcome.netWpm * 10) / 10), { exact: true })
      .first()
      .waitFor();
    await result.getByText(/Met: net WPM at least 5/).waitFor();
    await page.getByRole('img', { name: /Words per minute over time/ }).waitFor();
    await page.getByRole('button', { name: 'Show data table' }).click();
    await page.getByRole('table', { name: 'Words per minute by second' }).waitFor();
    await page.getByRole('region', { name: 'Integrity' }).getByText('Left the test · flagged').waitFor();

    // Replay: back to the start, play, pause; the typed text grows from nothing.
    const replay = page.getByRole('region', { name: 'Keystroke replay' });
    await replay.getByRole('region', { name: 'Typed text' }).waitFor();
    const progress = replay.getByText(/of \d+ keystrokes/);
    const replayed = async () =>
      (await progress.innerText())
        .match(/^(\d+) of (\d+)/)
        ?.slice(1)
        .map(Number) ?? [];
    await replay.getByRole('button', { name: 'Back to the start' }).click();
    await replay.getByRole('button', { name: '0.5 times speed' }).click();
    await replay.getByText(/^0 of \d+ keystrokes/).waitFor();
    await replay.getByRole('button', { name: 'Play replay' }).click();
    await expect.poll(async () => (await replayed())[0]).toBeGreaterThan(5);
    await replay.getByRole('button', { name: 'Pause replay' }).click();
    const [at, total] = await replayed();
    expect(at).toBeLessThan(total as number);
    await sleep(500);
    expect((await replayed())[0]).toBe(at);
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'typing-result-detail');

    // Evaluate it.
    await page.getByRole('button', { name: 'Evaluate' }).click();
    const evaluate = page.getByRole('dialog', { name: 'Evaluate result' });
    await evaluate.getByLabel('Notes').fill('Fast and careful.');
    await evaluate.getByRole('button', { name: 'Mark evaluated' }).click();
    await evaluate.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Review notes' }).getByText('Fast and careful.').waitFor();

    // Archive → Archived Items → unarchive.
    const resultUrl = page.url();
    const id = resultUrl.split('/').at(-1);
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.waitForURL('**/talent-discovery/typing-test-results');
    await page.goto('/archived-items');
    await page.getByRole('link', { name: /^Typing Test Results Typing assessments/ }).click();
    await page.getByRole('heading', { name: 'Typing Test Results (Archived)', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
    await page.waitForURL(`**/archived-items/typing-test-results/${id}`);
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText(`${name} (Archived)`)
      .waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'typing-result-archived');
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await page.waitForURL(`**/talent-discovery/typing-test-results/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  });

  it('reads well on a 390 px phone: list, result with chart and replay', async () => {
    const admin = await adminLogin();
    const email = `phone.${tag()}@example.com`;
    const m = await createApplicant(admin.token, { firstName: 'Lia', lastName: `Phone-${tag()}`, email });
    const test = await createTypingTest(admin.token, { name: `Phone typing ${tag()}` });
    const page = await signedInPage(admin, VIEWPORTS.mobile);

    // Bulk action on the manual tracker, from a phone.
    await page.goto(`/talent-discovery/applicant-tracker?search=${encodeURIComponent(m.lastName)}`);
    await page.getByRole('heading', { name: 'Manual Applicant Tracker', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: m.lastName });
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Send interview' })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Send interview to/ });
    await pickTypingTest(page, dialog, test.name);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await candidateTakesTest(email, { seconds: 3 }); // the replay's timing is the desktop test's

    // The manual applicant's dialog lists the interview with its status and a link to the result.
    await page.getByRole('button', { name: `Edit Lia ${m.lastName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit applicant' });
    const listed = edit.getByRole('link', { name: `Typing Assessment: ${test.name}` });
    await listed.waitFor();
    await edit.getByText('Evaluated', { exact: true }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/talent-discovery/typing-test-results?search=${encodeURIComponent(m.lastName)}`);
    const name = `Lia ${m.lastName}`;
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    await listSettled(page);
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'typing-results-list');
    await page.getByRole('link', { name }).click();
    await page.getByRole('img', { name: /Words per minute over time/ }).waitFor();
    await page.getByRole('region', { name: 'Keystroke replay' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'typing-result-detail');
  });

  it('a pilot result appears under Testing Results, named by email, and can be archived and unarchived', async () => {
    const admin = await adminLogin();
    const test = await createTypingTest(admin.token, { name: `Pilot typing ${tag()}` });
    const email = `pilot.${tag()}@example.com`;
    // The pilot types (seconds of real time) and the viewer below is seeded while the list opens.
    const piloted = pilotTypingTest(test.id, email);
    const viewerSeeded = seedUserWithRole(admin.token, grant({ 'typing-tests': ['view'] }));
    piloted.catch(() => undefined); // awaited below; a failure surfaces there
    viewerSeeded.catch(() => undefined);

    const page = await signedInPage(admin);
    await page.goto('/testing-results/typing-test-results');
    await page.getByRole('heading', { name: 'Testing: Typing Test Results', level: 1 }).waitFor();
    const created = await piloted;
    await page.getByLabel('Search email or test').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await listSettled(page);
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'testing-typing-results');
    await row.getByRole('link', { name: email }).click();
    await page.waitForURL(`**/testing-results/typing-test-results/${created.id}`);
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText(email)
      .waitFor();
    await page.getByRole('img', { name: /Words per minute over time/ }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'testing-typing-result');

    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.waitForURL('**/testing-results/typing-test-results');
    await page.goto('/archived-items');
    await page.getByRole('link', { name: /Testing Results · Typing Test Results/ }).click();
    await page.getByRole('heading', { name: 'Testing: Typing Test Results (Archived)', level: 1 }).waitFor();
    const archivedRow = page.getByRole('row').filter({ hasText: email });
    await archivedRow.getByRole('link', { name: email }).click();
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText(`${email} (Archived)`)
      .waitFor();
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await page.waitForURL(`**/testing-results/typing-test-results/${created.id}`);

    // A role with only the typing tests' permission opens Testing Results by the item's altId,
    // sees no archive button (that needs delete), and is denied the applicants' results screen.
    const { login } = await viewerSeeded;
    const viewer = await signedInPage(login);
    await viewer.goto(`/testing-results/typing-test-results/${created.id}`);
    await viewer.getByRole('heading', { name: email, level: 1 }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Archive', exact: true }).count()).toBe(0);
    await viewer.goto('/talent-discovery/typing-test-results');
    await viewer.getByText('You are not authorized to access this page.').waitFor();
  });

  // Other specs on the same server create video and resume screens (the application flow's video
  // step among them), so the screens are read with a search that matches nothing of theirs.
  it('video and resume results screens say plainly when nothing matches', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin, VIEWPORTS.mobile);
    const nothing = `no-such-applicant-${Date.now()}`;
    await page.goto(`/talent-discovery/video-question-results?search=${nothing}`);
    await page.getByRole('heading', { name: 'Video Question Results', level: 1 }).waitFor();
    await page.getByText('No results match the search or filters.').waitFor();
    await expectNoA11yViolations(page, AXE);
    await page.goto(`/talent-discovery/resume-screen-results?search=${nothing}`);
    await page.getByRole('heading', { name: 'Resume Screen Results', level: 1 }).waitFor();
    await page.getByText('No results match the search or filters.').waitFor();
  });
});
