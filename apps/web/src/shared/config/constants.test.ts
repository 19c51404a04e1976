import { STAFF_URLS } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { HOME_PATH, LOGIN_PATH, RESET_PASSWORD_PATH, SET_NEW_PASSWORD_PATH } from './constants';

describe('the written-out staff paths', () => {
  it('are the staff URL table’s dashboard and sign-in', () => {
    expect(HOME_PATH).toBe(STAFF_URLS.dashboard);
    expect(LOGIN_PATH).toBe(STAFF_URLS.login);
    expect(RESET_PASSWORD_PATH).toBe(STAFF_URLS.resetPassword);
    expect(SET_NEW_PASSWORD_PATH).toBe(STAFF_URLS.setNewPassword);
  });
});
