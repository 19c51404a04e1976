import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { createApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';

describe('candidate data portability (staff)', () => {
  it('the applicant page prepares one archive and offers its signed link', async () => {
    const admin = await adminLogin();
    const applicant = (await createApplicant(admin.token, {
      firstName: 'Portable',
      lastName: `Person ${Date.now()}`,
      email: `portable.${Date.now()}@example.com`,
    } as never)) as { id: string };
    for (const vp of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const page = await signedInPage(admin, vp);
      await page.goto(`/talent-discovery/applicant-tracker/${applicant.id}`);
      const panel = page.getByRole('region', { name: 'Data portability' });
      await panel.getByRole('button', { name: 'Download everything we hold' }).click();
      const link = panel.getByRole('link', { name: 'Download the archive' });
      await link.waitFor({ timeout: 20_000 });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/\/api\/data-exports\/download\/.+signature=/);
      const res = await fetch(href ?? '');
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      expect(bytes.includes(Buffer.from('data.json'))).toBe(true);
      await panel.scrollIntoViewIfNeeded();
      await expectNoA11yViolations(page);
      await screenshot(page, 'data-export-panel');
    }
  });
});
