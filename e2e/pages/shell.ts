import type { Page } from 'playwright-core';

/** The authenticated layout: sidebar, top bar, breadcrumbs. */
export class Shell {
  constructor(readonly page: Page) {}

  get sidebar() {
    return this.page.getByTestId('sidebar');
  }
  get mainMenu() {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }
  get breadcrumbs() {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Whether the sidebar (drawer) is open. */
  async isSidebarOpen() {
    const el = this.sidebar;
    if ((await el.count()) === 0) return false;
    return (await el.first().getAttribute('data-open')) === 'true' && (await this.mainMenu.isVisible());
  }

  async toggleSidebar() {
    await this.page.getByRole('button', { name: /^(Open|Close) menu$/ }).click();
  }

  /** Titles of the links in the main menu, expanding every collapse first. */
  async menuEntries() {
    await this.mainMenu.getByRole('link', { name: 'Dashboard' }).waitFor();
    const collapses = this.mainMenu.locator('[aria-expanded="false"]');
    while ((await collapses.count()) > 0) await collapses.first().click();
    return this.mainMenu.getByRole('link').allInnerTexts();
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Logout' }).click();
    await this.page.waitForURL('**/login');
  }
}
