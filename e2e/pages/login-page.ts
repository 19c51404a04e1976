import type { Page } from 'playwright-core';

export class LoginPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await this.page.getByRole('heading', { name: 'Sign in' }).waitFor();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  get error() {
    return this.page.getByRole('alert');
  }
}
