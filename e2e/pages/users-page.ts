import type { Page } from 'playwright-core';

export class UsersPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/settings/user-management${query}`);
    await this.page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
  }

  get table() {
    return this.page.getByRole('table', { name: 'User Management' });
  }

  row(text: string) {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  async search(text: string) {
    await this.page.getByLabel('Search name or email').fill(text);
  }

  /** Fills the add/edit dialog; fields left undefined stay as they are. */
  async fillDialog(v: { firstName?: string; lastName?: string; email?: string; role?: string }) {
    const d = this.dialog;
    if (v.firstName !== undefined) await d.getByLabel('First name').fill(v.firstName);
    if (v.lastName !== undefined) await d.getByLabel('Last name').fill(v.lastName);
    if (v.email !== undefined) await d.getByLabel('Email').fill(v.email);
    if (v.role !== undefined) {
      await d.getByRole('combobox', { name: /Role/ }).click();
      await this.page.getByRole('option', { name: v.role, exact: true }).click();
    }
  }
}
