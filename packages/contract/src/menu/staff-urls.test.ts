import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, type TMenuItem } from './menu-items';
import { STAFF_URLS } from './staff-urls';

const urlsOf = (items: TMenuItem[]): string[] =>
  items.flatMap((i) => [...(i.url ? [i.url] : []), ...urlsOf(i.children ?? [])]);

/** A table URL as a pattern: each `:param` stands for one path segment. */
const matches = (url: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(url);

describe('the staff URL table', () => {
  it('has every menu entry (the menu writes its URLs out: it is in every page, the table is not)', () => {
    const urls = urlsOf(MENU_ITEMS);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls)
      expect(
        Object.values(STAFF_URLS).some((p) => matches(url, p)),
        url,
      ).toBe(true);
  });
});
