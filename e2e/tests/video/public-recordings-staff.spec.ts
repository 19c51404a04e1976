import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { call } from '../../requests/api-client';
import { adminLogin } from '../../requests/auth';
import { seedUserWithRole } from '../../requests/users';
import { createVideoQuestion } from '../../requests/video';

const tag = () => randomUUID().slice(0, 6);
const two = (n: number) => String(n).padStart(2, '0');

interface StaffRow {
  id: string;
  name: string;
}
const staffList = (token: string, search: string) =>
  call<{ items: StaffRow[]; paginationKey: string | null }>('GET', '/public-recordings/staff/list', {
    token,
    query: { search, limit: '100' },
  });

describe('public recordings, the staff list', () => {
  it('pages with load more, keeps its search in the URL, exports, and lets the maker delete a recording', async () => {
    const admin = await adminLogin();
    const t = tag();
    // A staff user without the video results permission: the list is exactly the ones they made.
    const { login } = await seedUserWithRole(admin.token, grant({ 'typing-tests': ['view'] }));
    for (let i = 1; i <= 27; i++)
      await call('POST', '/public-recordings/create', {
        token: login.token,
        body: { name: `Rec ${t} ${two(i)}`, email: `rec.${t}.${i}@example.com`, consent: true },
      });
    // Someone else's recording never shows in this user's list.
    await call('POST', '/public-recordings/create', {
      token: admin.token,
      body: { name: `Rec ${t} admin`, email: `rec.${t}.admin@example.com`, consent: true },
    });

    const page = await signedInPage(login, VIEWPORTS.desktop);
    await page.goto('/public-recordings');
    await page.getByRole('heading', { name: 'Public recordings', level: 1 }).waitFor();
    const rows = page.getByRole('table', { name: 'Public recordings' }).getByRole('row');
    const names = () =>
      rows
        .filter({ hasText: `Rec ${t}` })
        .evaluateAll((trs) => trs.map((tr) => (tr.querySelector('td span span')?.textContent ?? '').trim()));
    await expect.poll(async () => (await names()).length).toBe(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(async () => (await names()).length).toBe(27);
    const all = await names();
    expect(new Set(all).size).toBe(27);
    expect(all).toEqual(Array.from({ length: 27 }, (_, i) => `Rec ${t} ${two(27 - i)}`)); // newest first
    expect(all).not.toContain(`Rec ${t} admin`);
    await expectNoA11yViolations(page);
    await screenshot(page, 'public-recordings-staff');

    // The search goes to the URL and survives a reload.
    await page.getByLabel('Search name or email').fill(`Rec ${t} 1`);
    await page.waitForURL(/search=Rec/);
    await expect.poll(async () => (await names()).length).toBe(10);
    await page.reload();
    await page.getByRole('heading', { name: 'Public recordings', level: 1 }).waitFor();
    await expect.poll(async () => (await names()).length).toBe(10);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toContain('Name,Email,Status');
    expect(lines).toHaveLength(11);

    // Delete one: confirm, the row goes, the API no longer has it.
    await page.getByRole('button', { name: `Delete the recording of Rec ${t} 12` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Delete the recording of Rec ${t} 12?`).waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`The recording of Rec ${t} 12 was deleted`).waitFor();
    await expect.poll(async () => (await names()).length).toBe(9);
    expect((await staffList(login.token, `Rec ${t}`)).items.map((r) => r.name)).not.toContain(`Rec ${t} 12`);
    await expectNoA11yViolations(page);

    // A phone: the essentials, no overflow, still accessible.
    const phone = await signedInPage(login, VIEWPORTS.mobile);
    await phone.goto(`/public-recordings?search=${encodeURIComponent(`Rec ${t}`)}`);
    await phone.getByRole('heading', { name: 'Public recordings', level: 1 }).waitFor();
    await expect
      .poll(() => phone.getByRole('table', { name: 'Public recordings' }).getByRole('row').count())
      .toBeGreaterThan(20);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'public-recordings-staff');
  }, 240_000);
});

describe('Archived Items, video question results', () => {
  it('has a card for archived video test results, whose list restores them', async () => {
    const admin = await adminLogin();
    const q = await createVideoQuestion(admin.token, `Archived video test ${tag()}`);
    const email = `archived.video.${tag()}@example.com`;
    const created = await call<{ id: string }>('POST', '/video-question-test-results/create', {
      body: { referenceId: q.id, email },
    });
    await call('POST', '/video-question-test-results/archive', {
      token: admin.token,
      body: { ids: [created.id] },
    });

    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(viewport);
      await page.goto('/archived-items');
      await page.getByRole('link', { name: /^Video Question Results Video interviews/ }).waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, 'archived-items-video');
    }

    const page = await pageAt(VIEWPORTS.desktop);
    await page.goto('/archived-items');
    await page.getByRole('link', { name: /Testing Results · Video Question Results/ }).click();
    await page
      .getByRole('heading', { name: 'Testing: Video Question Results (Archived)', level: 1 })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await expectNoA11yViolations(page);
    await row.getByRole('button', { name: /^Unarchive/ }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: email }).count()).toBe(0);
    const back = await call<{ items: { id: string }[] }>('GET', '/video-question-test-results/list', {
      token: admin.token,
      query: { search: email },
    });
    expect(back.items.map((i) => i.id)).toEqual([created.id]);
  }, 240_000);
});
