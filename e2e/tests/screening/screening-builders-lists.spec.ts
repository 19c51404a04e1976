import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { adminLogin } from '../../requests/auth';
import { createContent, getContent, textQuestion, videoQuestion } from '../../requests/screening';

/** The shell's sidebar is checked by the shell's own specs. */
const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);

describe('screening content: deleting, and the lists and builders at 1440 and 390 px', () => {
  it('deletes unused content after confirmation and refuses content in use, naming its users', async () => {
    const admin = await adminLogin();
    const t = tag();
    const q = await textQuestion(admin.token, `Notice period ${t}?`);
    await createContent(admin.token, 'qualification-question-profiles', {
      name: `Notice ${t}`,
      questionIds: [q.id],
    });
    const v = await videoQuestion(admin.token, `Unused question ${t}`);
    const page = await signedInPage(admin, VIEWPORTS.desktop);

    await page.goto(`/talent-discovery/qualification-questions?search=${t}`);
    await page.getByRole('button', { name: `Delete ${q.name}` }).click();
    await page.getByText(`used by profile "Notice ${t}"`, { exact: false }).waitFor();
    expect((await getContent(admin.token, 'qualification-questions', q.id)).id).toBe(q.id);

    await page.goto(`/talent-discovery/video-questions?search=${t}`);
    const row = page.getByRole('row', { name: new RegExp(`Unused question ${t}`) });
    await row.getByRole('button', { name: `Delete ${v.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete video question?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText(/No results match|Nothing here yet/).waitFor();
  });

  it('lists and builders are axe clean and readable at 1440 and 390 px', async () => {
    const admin = await adminLogin();
    const t = tag();
    const q = await createContent(admin.token, 'qualification-questions', {
      text: `Do you have a quiet room to work from home ${t}?`,
      type: 'multiple-choice',
      answers: [
        { text: 'Yes', qualifying: true },
        { text: 'No', qualifying: false },
      ],
    });
    const profile = await createContent(admin.token, 'qualification-question-profiles', {
      name: `Work from home ${t}`,
      questionIds: [q.id],
    });
    const v = await videoQuestion(admin.token, `Why customer service ${t}?`);
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(viewport);
      for (const [path, heading, shot] of [
        ['/talent-discovery/qualification-questions', 'Qualification Questions', 'screening-questions-list'],
        [
          `/talent-discovery/qualification-question-profiles/${profile.id}`,
          'Qualification Question Profile Builder',
          'screening-qq-profile',
        ],
        [`/talent-discovery/video-questions/${v.id}`, 'Video Question Builder', 'screening-video-question'],
        ['/talent-discovery/typing-tests/new', 'Typing Test Builder', 'screening-typing-new'],
        [
          '/talent-discovery/video-question-profiles',
          'Video Question Profiles',
          'screening-vq-profiles-list',
        ],
        ['/talent-discovery/resume-profiles', 'Resume Profiles', 'screening-resume-list'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page
          .getByRole('region', { name: 'Candidate preview' })
          .or(page.getByRole('table'))
          .or(page.getByText('Nothing here yet.'))
          .first()
          .waitFor();
        await expectNoA11yViolations(page, AXE);
        await screenshot(page, shot);
      }
      await page.goto('/talent-discovery/qualification-questions');
      await page
        .getByRole('row', { name: new RegExp(`quiet room to work from home ${t}`) })
        .getByText('1 use')
        .waitFor();
    }
  });
});
