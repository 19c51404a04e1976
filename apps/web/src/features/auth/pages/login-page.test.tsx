import type { TLoginResult } from '@ats/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignInHandoff } from '../../../shared/session/sign-in-handoff';
import LoginPage from './login-page';

const SESSION = { id: 'u1', email: 'ada@example.com', token: 't' } as unknown as TLoginResult;

const renderPage = (signedIn: (s: TLoginResult) => void) =>
  render(
    <SignInHandoff.Provider value={signedIn}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
          initialEntries: ['/login'],
        })}
      />
    </SignInHandoff.Provider>,
  );

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(passwordInput(), { target: { value: password } });
};
const passwordInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[name="password"]');
  if (!input) throw new Error('no password field');
  return input;
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

// The checks load when the form is first sent; loaded once here, so no test waits on the transform.
beforeAll(async () => {
  await import('../sign-in-checks');
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-in page', () => {
  it("checks the form with the contract's schema before calling the API", async () => {
    const fetch = reply(200, {});
    vi.stubGlobal('fetch', fetch);
    renderPage(vi.fn());
    send();
    await screen.findByText('Enter a valid email address');
    screen.getByText('Password is required');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(fetch).not.toHaveBeenCalled();
    // Once sent, the errors follow the typing.
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.com' },
    });
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).toBeNull());
  });

  it("shows the API's refusal in place (wrong password, sign-in lock) and signs nobody in", async () => {
    vi.stubGlobal(
      'fetch',
      reply(429, { message: 'Too many failed sign-ins. Try again in 1 minute.', errors: [] }),
    );
    const signedIn = vi.fn();
    renderPage(signedIn);
    fill('ada@example.com', 'wrong');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed sign-ins. Try again in 1 minute.',
    );
    expect(signedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('posts the checked values to /api/auth/login and hands the session on', async () => {
    const fetch = reply(200, { data: SESSION });
    vi.stubGlobal('fetch', fetch);
    const signedIn = vi.fn();
    renderPage(signedIn);
    fill('  Ada@Example.com ', 'the password');
    send();
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith(SESSION));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'the password' });
  });

  it('shows and hides the password', () => {
    renderPage(vi.fn());
    const input = passwordInput();
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
