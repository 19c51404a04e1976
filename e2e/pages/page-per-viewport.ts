import type { Page } from 'playwright-core';

type Viewport = { width: number; height: number };

/**
 * One page for a test's run over several viewports: the first call opens it, later calls resize it
 * (the caller loads the screen again). A new context per width would start a renderer and fetch and
 * compile the app again; these checks do not depend on fresh storage.
 */
export const pagePerViewport = (open: (viewport: Viewport) => Promise<Page>) => {
  let page: Page | undefined;
  return async (viewport: Viewport) => {
    if (!page) page = await open(viewport);
    else await page.setViewportSize(viewport);
    return page;
  };
};
