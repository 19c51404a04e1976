import { PUBLIC_URLS, STAFF_SIGN_IN_PATHS, usesPublicEntry } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import type { FeatureRoutes } from '../shared/routing/route-types';
import * as features from './public-routes';

describe('the public router and the contract table of public URLs', () => {
  it('every public route of the public entry is a URL of the table', () => {
    const paths = (Object.values(features) as FeatureRoutes[])
      .flatMap((f) => f.public ?? [])
      .map((r) => r.path)
      .filter((p): p is string => p !== undefined);
    const table = new Set<string>(Object.values(PUBLIC_URLS));
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) expect(table).toContain(`/${p}`);
  });

  it('the server gives the public entry to the application flow, not to staff pages', () => {
    expect(usesPublicEntry('/interviews/requisition/x/y/personal-info')).toBe(true);
    expect(usesPublicEntry('/public-recordings')).toBe(true);
    expect(usesPublicEntry('/interviewsx')).toBe(false);
    expect(usesPublicEntry('/requisitions')).toBe(false);
  });

  it("the server gives the public entry to the staff sign-in screens, which are the auth feature's", () => {
    const paths = (features.auth.loginOnly ?? []).map((r) => `/${r.path}`);
    expect(paths.sort()).toEqual([...STAFF_SIGN_IN_PATHS].sort());
    for (const p of STAFF_SIGN_IN_PATHS) expect(usesPublicEntry(p)).toBe(true);
    expect(usesPublicEntry('/login/x')).toBe(false);
    expect(usesPublicEntry('/dashboard')).toBe(false);
  });
});
