import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { loginThroughUi, signedInPage } from '../../fixtures/session';
import { ApiError, call } from '../../requests/api-client';
import { createApplicant, createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { agentRequest, submitClassRequest } from '../../requests/class-requests';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import { createContent } from '../../requests/screening';
import { createRole, createUser } from '../../requests/users';
import { payload, RICH_TEXT_PAYLOAD, XSS_PAYLOADS } from '../../requests/xss-payloads';

/**
 * Stored and reflected XSS, checked in Chromium: every free-text field that a screen renders is
 * seeded through the API with payloads that set `window.__xss` or open a dialog if they ever run,
 * then every screen that shows them is visited. The content security policy would block inline
 * scripts anyway, so the test also fails on what a CSP only hides: an injected element with an
 * event handler, a `javascript:` link, a frame, or a CSP violation report.
 */

// Runs before any page script: the marker, and a record of what the CSP had to block.
const WATCH = () => {
  const w = window as unknown as { __xss: number; __csp: string[] };
  w.__xss = 0;
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
  );
};

const INJECTED = [
  '[onerror]',
  '[onload]',
  '[onclick]',
  '[onmouseover]',
  'img[src="x"]',
  'a[href^="javascript:" i]',
  'form[action^="javascript:" i]',
  'iframe',
  'object',
  'embed',
  'script:not([src])',
].join(', ');

interface Visit {
  screen: string;
  url: string;
  /** Text that shows the seeded record is on screen (so the check is not of an empty page). */
  shows?: string;
}

const dialogs: string[] = [];
const tag = randomUUID().slice(0, 6);
const seeded: Visit[] = [];
const refusedByApi: string[] = [];

const watched = async (page: Page) => {
  await page.addInitScript(WATCH);
  page.on('dialog', (d) => {
    dialogs.push(`${page.url()}: ${d.type()} ${d.message()}`);
    void d.dismiss();
  });
  return page;
};

/** Visits each screen and collects every sign that a payload ran or was rendered as markup. */
const inspect = async (page: Page, visits: Visit[]) => {
  const problems: string[] = [];
  for (const v of visits) {
    await page.goto(v.url);
    // A busy CI machine can take longer than the default to draw a first visit; the record must
    // show in the end, and the payload checks below only mean something once it has.
    await page.waitForLoadState('networkidle', { timeout: 45_000 });
    if (v.shows) {
      const shown = await page
        .getByText(v.shows)
        .locator('visible=true')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (!shown)
        await page.screenshot({
          path: `${import.meta.dirname}/../../artifacts/xss-${v.screen.replace(/\W+/g, '-')}.png`,
        });
      if (!shown) problems.push(`${v.screen} (${v.url}): the seeded record "${v.shows}" is not shown`);
    }
    // Give onerror/onload handlers a moment to fire.
    await page.waitForTimeout(300);
    const found = await page.evaluate((sel) => {
      const w = window as unknown as { __xss: number; __csp: string[] };
      return {
        xss: w.__xss,
        // Only inline scripts and handlers count: zod probes `new Function` once (an `eval` report).
        csp: w.__csp.filter((c) => / inline /.test(` ${c} `) || c.startsWith('script-src-attr')),
        injected: [...document.querySelectorAll(sel)]
          .filter((el) => !(el.tagName === 'SCRIPT' && !el.textContent?.includes('__xss')))
          // Structured data (the job page's JobPosting) never runs, but it must not close its tag.
          .filter(
            (el) => !(el.getAttribute('type') === 'application/ld+json' && !el.textContent?.includes('<')),
          )
          .map((el) => el.outerHTML.slice(0, 120)),
        origin: location.origin,
      };
    }, INJECTED);
    if (found.xss) problems.push(`${v.screen}: window.__xss was set`);
    if (found.csp.length) problems.push(`${v.screen}: the CSP blocked ${found.csp.join(' | ')}`);
    if (found.injected.length) problems.push(`${v.screen}: injected markup ${found.injected.join(' | ')}`);
    if (found.origin !== new URL(env.baseUrl).origin) problems.push(`${v.screen}: left for ${found.origin}`);
  }
  return problems;
};

/**
 * Visits `visits` in `lanes` pages at once, each from `open` (a new context): most of a visit is
 * waiting for the network to go quiet, so the waits overlap instead of adding up.
 */
const inspectInLanes = async (open: () => Promise<Page>, visits: Visit[], lanes = 3) => {
  const n = Math.min(lanes, visits.length);
  const pages = await Promise.all(Array.from({ length: n }, () => open().then(watched)));
  const found = await Promise.all(
    pages.map((p, i) =>
      inspect(
        p,
        visits.filter((_, j) => j % n === i),
      ),
    ),
  );
  return found.flat();
};

/** Seeds one record; a 400 means the API refused the payload outright, which is also safe. */
const seed = async <T>(what: string, make: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await make();
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) {
      refusedByApi.push(what);
      return undefined;
    }
    throw e;
  }
};

let admin: Awaited<ReturnType<typeof adminLogin>>;

beforeAll(async () => {
  admin = await adminLogin();
  const token = admin.token;
  const name = (n: number, label: string) => `${label} ${tag} ${payload(n)}`;

  const lob = await seed('line of business', () =>
    createLineOfBusiness(token, {
      name: name(0, 'Line'),
      clientName: name(1, 'Client'),
      description: `${tag} ${XSS_PAYLOADS.join(' ')}`,
    }),
  );
  seeded.push({
    screen: 'lines of business',
    url: `/clients/lines-of-business?search=${tag}`,
    shows: `Line ${tag}`,
  });
  const plainLob = lob ?? (await createLineOfBusiness(token));

  const req = await seed('requisition', () =>
    createRequisition(token, {
      lobId: plainLob.id,
      name: name(2, 'Requisition'),
      jobTitle: { jobTitle: name(3, 'Agent'), location: name(4, 'City') },
      description: RICH_TEXT_PAYLOAD,
      status: 'opened',
      publishStatus: 'published',
    }),
  );
  if (req) {
    seeded.push(
      {
        screen: 'requisitions list',
        url: `/talent-discovery/requisitions?search=${tag}`,
        shows: `Requisition ${tag}`,
      },
      {
        screen: 'requisition detail',
        url: `/talent-discovery/requisitions/${req.id}`,
        shows: `Requisition ${tag}`,
      },
      { screen: 'public job page', url: `/interviews/requisition/${req.id}`, shows: 'Job details' },
    );
    const ra = await seed('requisition applicant', () =>
      createRequisitionApplicant(token, {
        requisitionId: req.id,
        firstName: name(0, 'Reqfirst'),
        lastName: name(1, 'Reqlast'),
        notes: XSS_PAYLOADS.join('\n'),
      } as Parameters<typeof createRequisitionApplicant>[1]),
    );
    if (ra) {
      seeded.push(
        {
          screen: 'requisition applicants list',
          url: `/talent-discovery/req-applicant-tracker?search=${tag}`,
          shows: `Reqfirst ${tag}`,
        },
        {
          screen: 'requisition applicant detail',
          url: `/talent-discovery/req-applicant-tracker/${ra.id}`,
          shows: `Reqfirst ${tag}`,
        },
      );
    }
  }

  await seed('applicant', () =>
    createApplicant(token, {
      firstName: name(2, 'First'),
      lastName: name(3, 'Last'),
      position: name(4, 'Position'),
      notes: XSS_PAYLOADS.join('\n'),
      source: 'agency',
    } as Parameters<typeof createApplicant>[1]),
  );
  seeded.push({
    screen: 'applicant tracker',
    url: `/talent-discovery/applicant-tracker?search=${tag}`,
    shows: `First ${tag}`,
  });

  const cr = await seed('class request', () =>
    submitClassRequest(
      agentRequest({
        requesterName: name(0, 'Requester'),
        company: name(1, 'Company'),
        positionTitle: name(2, 'Position'),
        notes: XSS_PAYLOADS.join('\n'),
      }),
    ),
  );
  if (cr) {
    seeded.push({
      screen: 'class requests list',
      url: `/talent-discovery/class-requests?search=${tag}`,
      shows: `Company ${tag}`,
    });
    const list = await call<{ items: { id: string }[] }>('GET', '/talent-discovery-requests/list', {
      token,
      query: { search: tag },
    });
    if (list.items[0])
      seeded.push({
        screen: 'class request detail',
        url: `/talent-discovery/class-requests/${list.items[0].id}`,
        shows: `Company ${tag}`,
      });
  }

  const question = await seed('qualification question', () =>
    createContent(token, 'qualification-questions', {
      text: name(3, 'Question'),
      type: 'text-entry',
      required: true,
    }),
  );
  seeded.push({
    screen: 'qualification questions',
    url: `/talent-discovery/qualification-questions?search=${tag}`,
    shows: `Question ${tag}`,
  });
  if (question) {
    seeded.push({
      screen: 'qualification question builder',
      url: `/talent-discovery/qualification-questions/${question.id}`,
    });
    const profile = await seed('qualification question profile', () =>
      createContent(token, 'qualification-question-profiles', {
        name: name(4, 'Profile'),
        questionIds: [question.id],
      }),
    );
    seeded.push({
      screen: 'question profiles',
      url: `/talent-discovery/qualification-question-profiles?search=${tag}`,
      shows: `Profile ${tag}`,
    });
    if (profile)
      seeded.push({
        screen: 'question profile builder',
        url: `/talent-discovery/qualification-question-profiles/${profile.id}`,
      });
  }
  const video = await seed('video question', () =>
    createContent(token, 'video-questions', {
      question: name(0, 'Video'),
      thinkTimeSeconds: 20,
      maxAnswerSeconds: 90,
      retakes: 1,
    }),
  );
  seeded.push({
    screen: 'video questions',
    url: `/talent-discovery/video-questions?search=${tag}`,
    shows: `Video ${tag}`,
  });
  if (video)
    seeded.push({ screen: 'video question builder', url: `/talent-discovery/video-questions/${video.id}` });

  const role = await seed('role', () =>
    createRole(token, { name: name(1, 'Role'), permissions: {} as never }).catch(async (e) => {
      // Some versions ask for a description alongside; keep the payload in the name either way.
      if (e instanceof ApiError && e.status === 400)
        return call<{ id: string }>('POST', '/roles/create', { token, body: { name: name(1, 'Role') } });
      throw e;
    }),
  );
  seeded.push({
    screen: 'roles and permissions',
    url: '/settings/roles-and-permissions',
    shows: `Role ${tag}`,
  });
  if (role) {
    await seed('user', () =>
      createUser(token, {
        roleId: role.id,
        firstName: name(2, 'Userfirst'),
        lastName: name(3, 'Userlast'),
        email: `xss-${tag}@example.com`,
      }),
    );
    seeded.push({
      screen: 'user management',
      url: `/settings/user-management?search=${tag}`,
      shows: `Userfirst ${tag}`,
    });
  }
}, 120_000);

afterAll(() => {
  if (refusedByApi.length)
    console.log(`XSS: the API refused the payload outright for: ${refusedByApi.join(', ')}`);
});

describe('stored and reflected XSS', () => {
  it('no stored payload runs or renders as markup on any staff or public screen that shows it', async () => {
    const [staff, guest] = await Promise.all([
      inspectInLanes(() => signedInPage(admin), seeded),
      inspectInLanes(
        () => newPage(),
        seeded.filter((v) => v.screen === 'public job page'),
      ),
    ]);
    const problems = [...staff, ...guest];
    console.log(`XSS stored: ${seeded.length} screens checked (${seeded.map((s) => s.screen).join(', ')})`);
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
  }, 300_000);

  it('payloads in the query of list screens, the hiring-form confirmation and the password link stay text', async () => {
    const p = encodeURIComponent(XSS_PAYLOADS[0]);
    const q = encodeURIComponent(XSS_PAYLOADS[2]);
    const lists = [
      '/talent-discovery/requisitions',
      '/talent-discovery/applicant-tracker',
      '/talent-discovery/req-applicant-tracker',
      '/talent-discovery/class-requests',
      '/talent-discovery/qualification-questions',
      '/talent-discovery/video-questions',
      '/talent-discovery/typing-tests',
      '/clients/lines-of-business',
      '/settings/user-management',
      '/settings/roles-and-permissions',
    ];
    const visits: Visit[] = lists.map((l) => ({
      screen: `${l} with payloads in its query`,
      url: `${l}?search=${p}&sort=${q}&status=${p}&lobId=${q}&${p}=${q}`,
    }));
    const [staff, guest] = await Promise.all([
      inspectInLanes(() => signedInPage(admin), visits, 2),
      inspectInLanes(
        () => newPage(),
        [
          {
            screen: 'hiring-form confirmation',
            url: `/talent-discovery-hiring-form/confirmation?ref=CR-2026-0001&position=${p}`,
          },
          {
            screen: 'hiring-form confirmation (bad ref)',
            url: `/talent-discovery-hiring-form/confirmation?ref=${q}&position=${q}`,
          },
          { screen: 'set new password', url: `/set-new-password?userId=${p}&token=${q}` },
          { screen: 'public job page with a payload id', url: `/interviews/requisition/${p}` },
          {
            screen: 'login',
            url: `/login?from=${encodeURIComponent('javascript:window.__xss=1')}&next=${p}`,
          },
        ],
      ),
    ]);
    expect([...staff, ...guest]).toEqual([]);
    expect(dialogs).toEqual([]);
  }, 300_000);

  it('signing in from a login link that names another site as its target stays on our origin', async () => {
    // Each target in its own context, all at once (each sign-in mostly waits on the server).
    const targets = [
      '//evil.example.com',
      'https://evil.example.com',
      '/\\evil.example.com',
      'javascript:window.__xss=1',
    ];
    const signInFrom = async (from: string) => {
      const page = await watched(await newPage());
      await page.goto(`/login?from=${encodeURIComponent(from)}&redirect=${encodeURIComponent(from)}`);
      await loginThroughUi(page, env.adminEmail, env.adminPassword);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).origin, `from=${from}`).toBe(new URL(env.baseUrl).origin);
      expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss), `from=${from}`).toBe(
        0,
      );
      await page.context().close();
    };
    await Promise.all(targets.map(signInFrom));
    expect(dialogs).toEqual([]);
  }, 120_000);
});
