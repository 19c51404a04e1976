import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { waitForMail } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { adminLogin } from '../../requests/auth';
import { agentRequest, findClassRequest, submitClassRequest } from '../../requests/class-requests';
import { createLineOfBusiness, getRequisition } from '../../requests/requisitions';

/** The shell's sidebar is checked by the shell's own specs; these specs check this issue's screens. */
const AXE = { exclude: ['[data-testid="sidebar"]'] };

const choose = async (page: Page, label: string | RegExp, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The menu fades out; axe on a half-faded menu reports its items' contrast.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};

/** The public hiring form's selects are native (a phone's own picker). */
const pick = (page: Page, label: string | RegExp, option: string) =>
  page.getByRole('combobox', { name: label }).selectOption({ label: option });

/** The reference number the guest got; the staff test continues with that request. */
let reference = '';

describe('class requests', () => {
  it('a guest sends the agent form on a phone and gets the confirmation with a reference number', async () => {
    const email = `requester-${randomUUID().slice(0, 8)}@example.com`;

    // ── The guest, on a 390 px wide phone ───────────────────────────────────────────
    const guest = await newPage(VIEWPORTS.mobile);
    await guest.goto('/talent-discovery-hiring-form');
    await guest.getByRole('heading', { name: 'Tell us who you need to hire', level: 1 }).waitFor();
    await expectNoA11yViolations(guest);
    await screenshot(guest, 'hiring-form-chooser');
    await guest.getByRole('link', { name: /Call-center agents/ }).click();
    await guest.waitForURL('**/talent-discovery-hiring-form/agent');
    await guest.getByRole('heading', { name: 'Hire call-center agents', level: 1 }).waitFor();
    // No staff chrome and no data grid in the public chunk.
    expect(await guest.getByRole('button', { name: /logout/i }).count()).toBe(0);
    expect(await guest.locator('.MuiDataGrid-root').count()).toBe(0);
    await expectNoA11yViolations(guest);
    await screenshot(guest, 'hiring-form-agent');

    // Sending it empty lists the problems in an announced summary and under each field.
    await guest.getByRole('button', { name: 'Send request' }).click();
    const summary = guest.getByRole('alert').filter({ hasText: 'Please check' });
    await summary.waitFor();
    await guest.getByText('Your name is required').first().waitFor();
    await guest.getByText('Choose at least one channel').first().waitFor();
    await expectNoA11yViolations(guest);
    await screenshot(guest, 'hiring-form-agent-errors');

    await guest.getByLabel('Your name').fill('Dana Client');
    await guest.getByLabel('Company').fill('Northwind Telecom');
    await guest.getByLabel('Work email').fill(email);
    await guest.getByLabel('Phone').fill('+63 2 8123 4567');
    await guest.getByLabel('Position title').fill('Customer Service Representative');
    await guest.getByLabel('Headcount').fill('25');
    await guest.getByLabel('Target start date').fill('2027-03-01');
    await pick(guest, /^Country/, 'Philippines');
    await pick(guest, /^Work mode/, 'Onsite');
    await pick(guest, /^Employment type/, 'Full-time');
    await pick(guest, /^Shift/, 'Night shift');
    await guest.getByLabel('Minimum pay').fill('450');
    await guest.getByLabel('Maximum pay').fill('600');
    await guest.getByRole('checkbox', { name: 'Voice' }).check();
    await guest.getByRole('checkbox', { name: 'Chat' }).check();
    await pick(guest, /^Account type/, 'Inbound');
    await pick(guest, /^Call-center experience/, '6 months or more');
    await guest.getByLabel('Minimum typing speed (words per minute)').fill('35');
    await pick(guest, /^Level of language 1/, 'Fluent');
    await guest.getByLabel('Notes (optional)').fill('Holiday ramp; bilingual agents welcome.');
    await guest.getByRole('button', { name: 'Send request' }).click();

    await guest.waitForURL('**/talent-discovery-hiring-form/confirmation?**');
    await guest.getByRole('heading', { name: 'Thank you, we received your request', level: 1 }).waitFor();
    reference = ((await guest.getByTestId('reference-number').textContent()) ?? '').trim();
    expect(reference).toMatch(/^CR-\d{4}-\d{4}$/);
    await expectNoA11yViolations(guest);
    await screenshot(guest, 'hiring-form-confirmation');
    const mail = await waitForMail(email);
    expect(mail.subject).toContain(reference);
  });

  it('staff see it in the tracker, edit it, compare versions, mark the first current and accept it into a draft requisition', async () => {
    const admin = await adminLogin();
    // Runs on its own too: then the request is sent through the public API.
    reference ||= (
      await submitClassRequest(
        agentRequest({ headcount: 25, notes: 'Holiday ramp; bilingual agents welcome.' }),
      )
    ).referenceNumber;
    const lob = await createLineOfBusiness(admin.token, {
      name: `Northwind Care ${randomUUID().slice(0, 6)}`,
      clientName: 'Northwind Telecom',
    });
    const staff = await signedInPage(admin);
    await staff.goto(`/talent-discovery/class-requests?search=${reference}`);
    await staff.getByRole('heading', { name: 'Class Requests Tracker', level: 1 }).waitFor();
    const row = staff.getByRole('link', { name: new RegExp(reference) });
    await row.waitFor();
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'class-requests-tracker');
    await row.click();
    await staff.getByRole('heading', { name: 'Customer Service Representative', level: 1 }).waitFor();
    await staff.getByRole('heading', { name: 'Current version (v1)' }).waitFor();

    // Edit → version 2 becomes current.
    await staff.getByRole('button', { name: 'Edit', exact: true }).click();
    await staff.getByRole('heading', { name: `Edit ${reference}`, level: 1 }).waitFor();
    await staff.getByLabel('Headcount').fill('40');
    await staff.getByLabel('Position title').fill('Senior Customer Service Representative');
    await staff.getByRole('button', { name: 'Save as new version' }).click();
    await staff.getByRole('heading', { name: 'Current version (v2)' }).waitFor();
    await staff.getByRole('heading', { name: 'Senior Customer Service Representative', level: 1 }).waitFor();

    // Compare: version 1 with version 2, side by side.
    const diff = staff.getByRole('table', { name: 'Version 1 compared with version 2' });
    await diff.waitFor();
    const headcount = diff.getByRole('row', { name: /Headcount/ });
    await expect.poll(() => headcount.textContent()).toMatch(/Headcount\s*Changed\s*25\s*40/);
    await staff.getByText('2 fields changed').waitFor();
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'class-request-detail');

    // Mark version 1 as current: the tracker's summary follows it.
    await staff.getByRole('button', { name: 'Mark as current: version 1' }).click();
    await staff.getByRole('heading', { name: 'Current version (v1)' }).waitFor();
    await staff.getByRole('heading', { name: 'Customer Service Representative', level: 1 }).waitFor();
    let request = await findClassRequest(admin.token, reference);
    expect(request.current.versionNumber).toBe(1);
    expect(request.headcount).toBe(25);

    // Accept into a draft requisition pre-filled from the current version.
    await staff.getByRole('button', { name: 'Accept into requisition' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Accept into a requisition' });
    await dialog.waitFor();
    await choose(staff, /^Line of business/, lob.name);
    await expectNoA11yViolations(staff, AXE);
    await dialog.getByRole('button', { name: 'Create draft requisition' }).click();
    const accepted = staff.getByRole('alert').filter({ hasText: 'Accepted into requisition' });
    await accepted.waitFor();
    request = await findClassRequest(admin.token, reference);
    expect(request.status).toBe('accepted');
    expect(await accepted.textContent()).toContain(request.requisition!.requisitionUid);
    const requisition = await getRequisition(admin.token, request.requisition!.id);
    expect(requisition).toMatchObject({
      status: 'draft',
      requiredHC: 25,
      startDate: '2027-03-01',
      jobTitle: { jobTitle: 'Customer Service Representative', type: 'full-time', workEnvironment: 'onsite' },
    });
    expect(await staff.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await screenshot(staff, 'class-request-accepted');
  });

  it('the tracker and a request read well on a phone', async () => {
    const admin = await adminLogin();
    reference ||= (await submitClassRequest(agentRequest())).referenceNumber;
    const request = await findClassRequest(admin.token, reference);
    // The same screens on a phone.
    const phone = await signedInPage(admin, VIEWPORTS.mobile);
    await phone.goto(`/talent-discovery/class-requests/${request.id}`);
    await phone.getByRole('heading', { name: request.positionTitle, level: 1 }).waitFor();
    await expectNoA11yViolations(phone, AXE);
    await screenshot(phone, 'class-request-detail');
    await phone.goto('/talent-discovery/class-requests');
    await phone.getByRole('heading', { name: 'Class Requests Tracker', level: 1 }).waitFor();
    await phone.getByRole('link', { name: new RegExp(reference) }).waitFor();
    await expectNoA11yViolations(phone, AXE);
    await screenshot(phone, 'class-requests-tracker');
  });

  it('a guest sends the non-agent form at 1440 px; the contract schema checks the pay range before sending', async () => {
    const email = `finance-${randomUUID().slice(0, 8)}@example.com`;
    const guest = await newPage(VIEWPORTS.desktop);
    await guest.goto('/talent-discovery-hiring-form');
    await guest.getByRole('heading', { name: 'Tell us who you need to hire', level: 1 }).waitFor();
    await screenshot(guest, 'hiring-form-chooser');
    await guest.getByRole('link', { name: /Corporate or support roles/ }).click();
    await guest.getByRole('heading', { name: 'Hire for a corporate or support role', level: 1 }).waitFor();
    await guest.getByLabel('Your name').fill('Lee Finance');
    await guest.getByLabel('Company').fill('Globex');
    await guest.getByLabel('Work email').fill(email);
    await guest.getByLabel('Phone').fill('555 010 3000');
    await guest.getByLabel('Position title').fill('Payroll Specialist');
    await guest.getByLabel('Headcount').fill('2');
    await guest.getByLabel('Target start date').fill('2027-02-01');
    await pick(guest, /^Country/, 'India');
    await pick(guest, /^Work mode/, 'Remote');
    await pick(guest, /^Employment type/, 'Part-time');
    await pick(guest, /^Shift/, 'Day shift');
    await guest.getByLabel('Minimum pay').fill('30');
    await guest.getByLabel('Maximum pay').fill('20');
    await guest.getByLabel('Department').fill('Finance');
    await pick(guest, /^Seniority/, 'Senior');
    await pick(guest, /^Education level/, "Bachelor's Degree");
    // Skills from the keyboard: Enter and comma both add one.
    const skills = guest.getByRole('textbox', { name: /^Required skills/ });
    await skills.fill('Payroll');
    await skills.press('Enter');
    await skills.fill('Excel');
    await skills.press(',');
    await guest.getByRole('button', { name: 'Send request' }).click();
    await guest.getByText('Maximum pay must be at least the minimum pay').first().waitFor();
    await expectNoA11yViolations(guest);
    await screenshot(guest, 'hiring-form-non-agent');
    await guest.getByLabel('Maximum pay').fill('45');
    await guest.getByRole('button', { name: 'Send request' }).click();
    await guest.waitForURL('**/talent-discovery-hiring-form/confirmation?**');
    const ref = ((await guest.getByTestId('reference-number').textContent()) ?? '').trim();
    const admin = await adminLogin();
    const request = await findClassRequest(admin.token, ref);
    expect(request.current.content).toMatchObject({
      type: 'non-agent',
      requiredSkills: ['Payroll', 'Excel'],
      educationLevel: 'bachelor',
      payMin: 30,
      payMax: 45,
      lobId: null,
    });
    expect(request.current.createdBy).toBeNull();
  });

  it('keeps search, filters and the date range in the URL, and exports what is shown', async () => {
    const admin = await adminLogin();
    const tag = randomUUID().slice(0, 6);
    await submitClassRequest(agentRequest({ company: `Filter Co ${tag}`, country: 'india' }));
    await submitClassRequest(agentRequest({ company: `Filter Co ${tag}`, country: 'usa' }));

    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/class-requests?search=${encodeURIComponent(`Filter Co ${tag}`)}`);
    await page.getByRole('heading', { name: 'Class Requests Tracker', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^CR-/ }).count()).toBe(2);

    await page.getByRole('button', { name: /^Country/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'India' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/country=india/);
    await expect.poll(() => page.getByRole('link', { name: /^CR-/ }).count()).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('Submitted from').fill(today);
    await page.waitForURL(new RegExp(`submittedFrom=${today}`));
    await expect.poll(() => page.getByRole('link', { name: /^CR-/ }).count()).toBe(1);
    await page.getByLabel('Submitted to').fill('2000-01-01');
    await page
      .getByText(/No results|No class requests/)
      .first()
      .waitFor();
    await page.getByLabel('Submitted to').fill('');

    // A reload keeps every filter.
    await page.reload();
    await page.getByRole('heading', { name: 'Class Requests Tracker', level: 1 }).waitFor();
    expect(await page.getByLabel('Submitted from').inputValue()).toBe(today);
    await expect.poll(() => page.getByRole('link', { name: /^CR-/ }).count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toContain('Reference');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Filter Co ${tag}`);
    expect(lines[1]).toContain('India');
  });
});
