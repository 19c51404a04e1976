import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const alerts = vi.hoisted(() => [] as string[]);
vi.mock('../shared/notify/notify', () => ({
  notifyAlert: (m: string) => alerts.push(m),
  notify: () => undefined,
}));

const { errorMiddleware, INVALID_TOKEN_MESSAGE } = await import('./error-middleware');
const { authSlice, loggedIn } = await import('../shared/session/auth-slice');
const { ACCESS_REVOKED_MESSAGE } = await import('../shared/session/session-api');

/** A stand-in for an RTK Query call: rejected with a value, like fetchBaseQuery does. */
const fakeCall = (endpointName: string, type: 'query' | 'mutation', status: number, data: unknown) =>
  createAsyncThunk(`test/${type}`, async (_: unknown, { rejectWithValue }) =>
    rejectWithValue({ status, data }),
  )({ endpointName, type } as never);

const setup = (signedIn: boolean) => {
  const store = configureStore({
    reducer: {
      auth: authSlice.reducer,
      menu: createSlice({ name: 'menu', initialState: {}, reducers: {} }).reducer,
    },
    middleware: (gdm) => gdm({ serializableCheck: false }).concat(errorMiddleware),
  });
  if (signedIn)
    store.dispatch(
      loggedIn({
        id: 'u',
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.c',
        roleId: 'r',
        roleName: 'R',
        permissions: {},
        linesOfBusiness: [],
        token: 't',
      }),
    );
  return store;
};

describe('error middleware (SPEC §8)', () => {
  beforeEach(() => {
    alerts.length = 0;
  });

  it('a 400 shows the first entry of errors, else the message', async () => {
    const store = setup(true);
    await store.dispatch(
      fakeCall('listUsers', 'query', 400, { message: 'Validation failed', errors: ['email: bad', 'x'] }),
    );
    await store.dispatch(fakeCall('listUsers', 'query', 400, { message: 'Only a message', errors: [] }));
    expect(alerts).toEqual(['email: bad', 'Only a message']);
  });

  it('a 401 or 403 on a signed-in call clears the session with "Invalid token"', async () => {
    const store = setup(true);
    await store.dispatch(fakeCall('listUsers', 'query', 403, { message: 'Forbidden', errors: [] }));
    expect(alerts).toEqual([INVALID_TOKEN_MESSAGE]);
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(store.getState().auth.token).toBeNull();
  });

  it('a deactivated role says access was revoked, whichever call meets it first', async () => {
    const store = setup(true);
    await store.dispatch(
      fakeCall('listNotifications', 'query', 401, { message: 'Access has been revoked', errors: [] }),
    );
    expect(alerts).toEqual([ACCESS_REVOKED_MESSAGE]);
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('a wrong password on the login call is left to the form', async () => {
    const store = setup(false);
    await store.dispatch(
      fakeCall('login', 'mutation', 401, { message: 'Invalid email or password', errors: [] }),
    );
    expect(alerts).toEqual([]);
  });

  it('other failed mutations alert; failed queries are left to the page', async () => {
    const store = setup(true);
    await store.dispatch(fakeCall('deleteUser', 'mutation', 409, { message: 'In use', errors: ['In use'] }));
    await store.dispatch(fakeCall('getUser', 'query', 404, { message: 'Not found', errors: ['Not found'] }));
    expect(alerts).toEqual(['In use']);
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });
});
