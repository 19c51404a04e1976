import { randomUUID } from 'node:crypto';
import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { mailsTo } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { createApplicant, createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin, apiLogin, setPasswordFromMail } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import { createRole, createUser, TEST_PASSWORD } from '../../requests/users';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const unique = () => randomUUID().slice(0, 6);

/** A colleague with a name the mention autocomplete can find, who may view both trackers. */
const seedColleague = async (adminToken: string) => {
  const lastName = `Quill${unique()}`;
  const role = await createRole(adminToken, {
    // A recruiter's read access: the trackers and the lists their filters offer.
    permissions: grant({
      'req-applicant-tracker': ['view'],
      'applicant-tracker': ['view'],
      requisitions: ['view'],
      'lines-of-business': ['view'],
    }),
  });
  const user = await createUser(adminToken, { roleId: role.id, firstName: 'Mira', lastName });
  await setPasswordFromMail(user.email, TEST_PASSWORD);
  return { user, lastName, login: await apiLogin(user.email, TEST_PASSWORD) };
};

describe('collaboration on a candidate', () => {
  it('a recruiter tags a candidate and mentions a colleague in a note; the colleague is notified', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, status: 'opened', requiredHC: 5 });
    const ann = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Annika',
      lastName: unique(),
      email: `annika.${unique()}@example.com`,
    });
    const colleague = await seedColleague(admin.token);

    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto(`/talent-discovery/req-applicant-tracker/${ann.id}`);
    await page.getByRole('heading', { name: new RegExp(`Annika ${ann.lastName}`), level: 1 }).waitFor();

    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill('Bilingual');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'bilingual' }).waitFor();

    const editor = page.getByRole('combobox', { name: 'New note' });
    await editor.fill('Great call. ');
    await editor.pressSequentially(`@${colleague.lastName}`);
    await page.getByRole('option', { name: new RegExp(`Mira ${colleague.lastName}`) }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await editor.press('Enter');
    await editor.pressSequentially('please interview her.');
    expect(await editor.inputValue()).toBe(`Great call. @Mira ${colleague.lastName} please interview her.`);
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes.getByText('please interview her.').waitFor();
    await notes.getByText(`@Mira ${colleague.lastName}`).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'candidate-notes');
    await page.close();

    // The mail went out through the outbox.
    // The outbox delivers after the note's transaction commits.
    let mail: ReturnType<typeof mailsTo>[number] | undefined;
    for (let i = 0; i < 80 && !mail; i++) {
      mail = mailsTo(colleague.user.email).find((m) => m.subject.includes('mentioned you'));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail?.subject).toMatch(/mentioned you in a note on Annika/);
    expect(mail?.text).toContain(`/talent-discovery/req-applicant-tracker/${ann.id}`);

    // The colleague, on a phone, sees the bell's count and opens the candidate from it.
    const theirs = await signedInPage(colleague.login, VIEWPORTS.mobile);
    await theirs.goto('/talent-discovery/req-applicant-tracker');
    const bell = theirs.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const panel = theirs.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText(/mentioned you in a note on Annika/).waitFor();
    await expectNoA11yViolations(theirs, AXE);
    await screenshot(theirs, 'notifications');
    await panel.getByRole('button', { name: /mentioned you in a note on Annika/ }).click();
    await theirs.waitForURL(`**/talent-discovery/req-applicant-tracker/${ann.id}`);
    await theirs.getByRole('list', { name: 'Notes' }).getByText('please interview her.').waitFor();
    await theirs.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await expectNoA11yViolations(theirs, AXE);
    await screenshot(theirs, 'candidate-notes');
    await theirs.close();
  });

  it('filters the tracker by tag, saves the view, and warns of a duplicate while typing', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const tag = `night ${unique()}`;
    const email = `dup.${unique()}@example.com`;
    const [tagged] = await Promise.all([
      createApplicant(admin.token, {
        firstName: 'Tagged',
        lastName: unique(),
        email,
        source: 'referral',
        lobId: lob.id,
      }),
      createApplicant(admin.token, {
        firstName: 'Plain',
        lastName: unique(),
        source: 'referral',
        lobId: lob.id,
      }),
    ]);
    await call('PUT', '/tags/set', {
      token: admin.token,
      body: { applicantKind: 'manual', applicantId: tagged.id, tags: [tag] },
    });

    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await signedInPage(admin, viewport);
      await page.goto(`/talent-discovery/applicant-tracker?tag=${encodeURIComponent(tag)}`);
      await page.getByText(`Tagged ${tagged.lastName}`).first().waitFor();
      expect(await page.getByText(/^Plain /).count()).toBe(0);
      const name = `Night ${unique()}`;
      if (viewport === VIEWPORTS.desktop) {
        await page.getByRole('button', { name: 'Views' }).click();
        await page.getByRole('menuitem', { name: 'Save current view…' }).click();
        await page.getByRole('dialog').getByLabel('View name').fill(name);
        await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
        await page.getByRole('button', { name }).waitFor();
        // Clearing the filter and picking the view brings it back.
        await page.goto('/talent-discovery/applicant-tracker');
        await page.getByRole('button', { name: 'Views' }).click();
        await page.getByRole('menuitem', { name }).click();
        await page.waitForURL((u) => u.searchParams.get('tag') === tag);
        await page.getByText(`Tagged ${tagged.lastName}`).first().waitFor();
      }
      // The table is dimmed while the filtered page loads (the unfiltered rows show until then).
      await expect.poll(() => page.getByText(/^Plain /).count()).toBe(0);
      await expect.poll(() => page.locator('table[aria-busy="true"]').count()).toBe(0);
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'tracker-tag-filter');

      await page.getByRole('button', { name: 'New applicant' }).click();
      const dialog = page.getByRole('dialog', { name: 'New applicant' });
      await dialog.getByLabel('Email').fill(email.toUpperCase());
      await dialog.getByText('Possible duplicates').waitFor();
      await dialog.getByRole('link', { name: `Tagged ${tagged.lastName}` }).waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'duplicate-warning');
      await page.close();
    }
  });
});
