import { describe, expect, it } from 'vitest';
import { legacyTarget } from '../pages/legacy-redirect';
import { safeFrom } from './safe-from';

describe('redirect targets', () => {
  it('maps legacy talent-acquisition paths onto talent-discovery', () => {
    expect(legacyTarget('/talent-acquisition/requisitions/1')).toBe('/talent-discovery/requisitions/1');
    expect(legacyTarget('/talent-acquisition')).toBe('/talent-discovery');
    expect(legacyTarget('/talent-acquisitions')).toBe('/talent-acquisitions');
  });

  it('only returns to in-app paths after sign-in', () => {
    expect(safeFrom('/settings/user-management?search=a')).toBe('/settings/user-management?search=a');
    expect(safeFrom('//evil.example')).toBeUndefined();
    expect(safeFrom('https://evil.example')).toBeUndefined();
    expect(safeFrom('/\\evil.example')).toBeUndefined();
    expect(safeFrom('/\t/evil.example')).toBeUndefined();
    expect(safeFrom('/login')).toBeUndefined();
    expect(safeFrom(undefined)).toBeUndefined();
  });
});
