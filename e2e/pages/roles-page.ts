import type { Page } from 'playwright-core';

export class RolesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/settings/roles-and-permissions');
    await this.page.getByRole('heading', { name: 'Roles & Permissions', level: 1 }).waitFor();
  }

  get roleList() {
    return this.page.getByRole('navigation', { name: 'Roles' });
  }

  async select(name: string) {
    await this.roleList.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await this.page.getByTestId('selected-role-name').filter({ hasText: name }).waitFor();
  }

  /** The checkbox of one operation of one screen, e.g. ('User Management', 'View'). */
  permission(screen: string, op: 'View' | 'Edit' | 'Delete' | 'Small teams' | 'all operations') {
    return this.page.getByRole('checkbox', { name: new RegExp(`(^|: )${screen}: ${op}$`) });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save permissions' }).click();
    await this.page.getByText(/Permissions of .* saved/).waitFor();
  }
}
