import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../apps/api/src/modules/resume-parsing/fixtures/personas';
import { renderPdf, type Style } from '../../../apps/api/src/modules/resume-parsing/fixtures/render';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { adminLogin } from '../../requests/auth';
import { createContent } from '../../requests/screening';

const STYLE: Style = {
  dates: 'Mon YYYY',
  present: 'Present',
  headings: 'upper',
  names: 0,
  workHeader: 'position-company',
  bullet: '•',
  skills: 'comma',
  languages: 'parens',
};

describe('resume profile builder: test on a resume', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.mobile],
  ] as const)('parses a two-column PDF and explains each criterion (%s)', async (_, viewport) => {
    const admin = await adminLogin();
    const profile = await createContent(admin.token, 'resume-profiles', {
      name: `Voice agents ${Date.now()} ${viewport.width}`,
      description: '',
      passThreshold: 70,
      prompts: [],
      criteria: {
        requiredSkills: ['Zendesk', 'Kubernetes'],
        niceToHaveSkills: ['Salesforce'],
        minYearsExperience: 3,
        minEducationLevel: 'bachelor',
        requiredLanguages: ['English'],
        countries: ['philippines'],
      },
    });
    const page = await signedInPage(admin, viewport);
    await page.goto(`/talent-discovery/resume-profiles/${profile.id}`);
    const panel = page.getByRole('region', { name: 'Test the profile' });
    await panel.waitFor();
    const maria = PERSONAS.find((p) => p.id === 'ph-csr')!;
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'Maria Santos.pdf',
      mimeType: 'application/pdf',
      buffer: await renderPdf(maria, STYLE, 2),
    });
    const test = panel.getByRole('button', { name: 'Test', exact: true });
    await expect.poll(() => test.isEnabled(), { timeout: 15_000 }).toBe(true);
    await test.click();
    const verdict = panel.getByRole('region', { name: 'Verdict' });
    await verdict.waitFor({ timeout: 20_000 });
    const output = await panel.getByRole('log', { name: 'Test output' }).textContent();
    expect(output).toContain('in two columns');
    expect(output).toContain('Name: Maria Santos');
    const text = (await verdict.textContent()) ?? '';
    expect(text).toContain('Required skill: Zendesk');
    expect(text).toContain('“Used Salesforce and Zendesk daily”');
    expect(text).toMatch(/Not met.*Required skill: Kubernetes/);
    expect(text).toContain('Lives in Philippines');
    expect(text).toContain('never declines');
    await expectNoA11yViolations(page);
    await screenshot(page, 'resume-profile-tested');
  });
});
