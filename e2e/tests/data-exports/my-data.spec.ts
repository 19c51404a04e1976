import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

describe('candidate data portability (the candidate)', () => {
  it('the status page prepares the candidate’s archive and offers its signed link, in English and Spanish', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token, { country: 'costa-rica' } as never);
    const requisition = await createRequisition(admin.token, {
      lobId: lob.id,
      status: 'opened',
      publishStatus: 'published',
    } as never);
    for (const [vp, lang] of [
      [VIEWPORTS.mobile, 'es'],
      [VIEWPORTS.desktop, 'en'],
    ] as const) {
      const page = await newPage({ ...vp, initScript: `localStorage.setItem('ats-language', '${lang}')` });
      // The application is started through the API in the browser's own context, so it holds the cookie.
      const started = await page.request.put(`/api/requisitions/resume-profile/submit/${requisition.id}`, {
        data: {
          step: 'personal-info',
          personalInfo: {
            firstName: 'Lucía',
            lastName: `Datos ${lang}`,
            email: `lucia.${lang}.${Date.now()}@example.com`,
            phone: `+506 83${String(Date.now()).slice(-6)}`,
            address: 'Calle 3',
            country: 'costa-rica',
          },
          consent: { accepted: true, noticeVersion: '2026-11-01' },
          locale: lang,
        },
      });
      expect(started.status()).toBe(200);
      const { applicantId } = (await started.json()).data.state;
      await page.goto(`/interviews/requisition/${requisition.id}/${applicantId}/status`);
      const ask = lang === 'es' ? 'Descargar todo lo que tienen sobre mí' : 'Download everything we hold';
      await page.getByRole('button', { name: ask }).click();
      const link = page.getByRole('link', {
        name: lang === 'es' ? 'Descargar el archivo' : 'Download the archive',
      });
      await link.waitFor({ timeout: 20_000 });
      const res = await page.request.get(String(await link.getAttribute('href')));
      expect(res.status()).toBe(200);
      expect((await res.body()).subarray(0, 2).toString()).toBe('PK');
      await expectNoA11yViolations(page);
      await screenshot(page, `my-data-${lang}`);
    }
  });
});
