import type { TLoginResult } from '@ats/contract';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { persistReducer, persistStore } from 'redux-persist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_PATH } from '../shared/config/constants';
import { menuSlice } from '../shared/menu/menu-slice';
import { authSlice, loggedIn } from '../shared/session/auth-slice';
import { storedSignedIn, storeSignedIn } from '../shared/session/persisted-session';
import { useSignInHandoff } from '../shared/session/sign-in-handoff';
import { PublicLoginOnly } from './guards/public-login-only';
import { persistConfig } from './persist-config';

const SESSION: TLoginResult = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  roleId: '00000000-0000-4000-8000-000000000002',
  roleName: 'Admin',
  permissions: {},
  linesOfBusiness: [],
  token: 'the-token',
};

/** A sign-in form that signs in at once. */
const SignInNow = () => {
  const signedIn = useSignInHandoff();
  return (
    <button type="button" onClick={() => signedIn(SESSION)}>
      Sign in
    </button>
  );
};

const renderLogin = (open: (path: string) => void, state?: unknown) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [{ element: <PublicLoginOnly open={open} />, children: [{ path: 'login', element: <SignInNow /> }] }],
        { initialEntries: [{ pathname: '/login', state }] },
      )}
    />,
  );

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the public entry hands a sign-in to the staff app', () => {
  it("stores the session where the staff app's store rehydrates it, keeping the menu state", async () => {
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ menu: JSON.stringify({ openItem: 'jobs', openCollapses: [] }) }),
    );
    storeSignedIn(SESSION);
    expect(storedSignedIn()).toBe(true);
    // A store persisted as the staff app's (store.ts), without its API cache and middleware.
    const store = configureStore({
      reducer: persistReducer(
        persistConfig,
        combineReducers({ auth: authSlice.reducer, menu: menuSlice.reducer }),
      ),
      middleware: (gdm) => gdm({ serializableCheck: false }),
    });
    const persistor = persistStore(store);
    if (!persistor.getState().bootstrapped)
      await new Promise<void>((done) => {
        const stop = persistor.subscribe(() => {
          if (persistor.getState().bootstrapped) {
            stop();
            done();
          }
        });
      });
    // The same session a sign-in inside the staff app puts in its store.
    expect(store.getState().auth).toEqual(authSlice.reducer(undefined, loggedIn(SESSION)));
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, token: 'the-token' });
    expect(store.getState().menu).toMatchObject({ openItem: 'jobs' });
  });

  it('reads a missing, broken or signed-out stored session as signed out', () => {
    expect(storedSignedIn()).toBe(false);
    localStorage.setItem('persist:root', '{not json');
    expect(storedSignedIn()).toBe(false);
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ auth: JSON.stringify({ isLoggedIn: false, token: null }) }),
    );
    expect(storedSignedIn()).toBe(false);
  });

  it('after a sign-in opens the page the guard remembered, with the session stored', () => {
    const open = vi.fn();
    renderLogin(open, { from: '/settings/roles-and-permissions?x=1' });
    screen.getByRole('button', { name: 'Sign in' }).click();
    expect(open).toHaveBeenCalledWith('/settings/roles-and-permissions?x=1');
    expect(storedSignedIn()).toBe(true);
  });

  it('never leads off the site, and goes home when nothing was remembered', () => {
    const open = vi.fn();
    renderLogin(open, { from: '//evil.example' });
    screen.getByRole('button', { name: 'Sign in' }).click();
    expect(open).toHaveBeenCalledWith(HOME_PATH);
  });

  it('sends a signed-in visitor on without showing the form', () => {
    storeSignedIn(SESSION);
    const open = vi.fn();
    renderLogin(open);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(open).toHaveBeenCalledWith(HOME_PATH);
  });
});
