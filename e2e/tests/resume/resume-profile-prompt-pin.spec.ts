import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { adminLogin } from '../../requests/auth';
import { createContent, getContent } from '../../requests/screening';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);

describe('resume profile builder: prompts and their versions', () => {
  it('shows which version runs, pins an older one, and saves the pin', async () => {
    const admin = await adminLogin();
    const prompt = await call<{ id: string }>('POST', '/prompts/create', {
      token: admin.token,
      body: {
        name: `Support tone ${tag()}`,
        definition: 'Does this resume show customer support? {{resume}}',
        note: 'first',
      },
    });
    await call('POST', '/prompts/versions/save', {
      token: admin.token,
      body: {
        promptId: prompt.id,
        definition: 'Does the resume show customer support work? {{resume}}',
        note: 'clearer',
      },
    });
    const profile = await createContent(admin.token, 'resume-profiles', {
      name: `Pinned prompts ${tag()}`,
      description: '',
      passThreshold: 60,
      prompts: [prompt.id],
      criteria: { requiredSkills: ['Zendesk'] },
    });

    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/resume-profiles/${profile.id}`);
    const versions = page.getByRole('list', { name: 'Prompt versions' });
    await versions.getByText('Runs v2 (the current version, following new versions)').waitFor();
    await versions.getByRole('combobox', { name: /^Version of Support tone/ }).click();
    await page.getByRole('option', { name: 'v1 – first' }).click();
    await versions.getByText('Runs v1 (pinned)').waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'resume-profile-prompt-pinned');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => {
        const saved = (await getContent(admin.token, 'resume-profiles', profile.id)) as unknown as {
          criteria: { promptVersions: { promptId: string }[] };
        };
        return saved.criteria.promptVersions.map((p) => p.promptId);
      })
      .toEqual([prompt.id]);
  });
});
