import { PUBLIC_URLS, SCREENING_KINDS, STAFF_URLS, staffPath } from '@ats/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './route-tree';

/** Every declared path of a route tree, written from the root (`/a/:id`). */
const pathsOf = (routes: RouteObject[], parent = ''): string[] =>
  routes.flatMap((r) => {
    const here = r.path === undefined ? parent : `${parent}/${r.path}`.replace(/\/+/g, '/');
    return [...(r.path === undefined ? [] : [here]), ...pathsOf(r.children ?? [], here)];
  });

const RESULT_SLUGS = ['typing-test-results', 'video-question-results', 'resume-screen-results'];

/** The table's URLs with the kinds and result slugs written in, as the router declares them. */
const tableUrls = () => {
  const urls = new Set<string>([...Object.values(STAFF_URLS), ...Object.values(PUBLIC_URLS)]);
  const fill = (url: string, name: string, values: readonly string[]) =>
    values.forEach((v) => {
      urls.add(url.replace(`:${name}`, v));
    });
  for (const url of Object.values(STAFF_URLS)) {
    if (url.includes(':kind')) fill(url, 'kind', SCREENING_KINDS);
    if (url.includes(':slug')) fill(url, 'slug', RESULT_SLUGS);
  }
  return urls;
};

describe('the staff router and the table of staff URLs', () => {
  it('declares every route at a URL of the table (STAFF_URLS or PUBLIC_URLS)', () => {
    const paths = pathsOf(routeTree()).filter((p) => p !== '/*');
    const urls = tableUrls();
    expect(paths.length).toBeGreaterThan(70);
    for (const p of paths) expect(urls, p).toContain(p);
  });

  it('builds a parameterised URL with each value encoded', () => {
    expect(staffPath('reqApplicant', { id: 'a b/c' })).toBe(
      '/talent-discovery/req-applicant-tracker/a%20b%2Fc',
    );
    expect(staffPath('screeningItem', { kind: 'typing-tests', contentId: 'new' })).toBe(
      '/talent-discovery/typing-tests/new',
    );
  });
});
