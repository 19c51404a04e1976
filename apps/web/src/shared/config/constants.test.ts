import { STAFF_URLS } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { HOME_PATH, LOGIN_PATH } from './constants';

describe('the written-out staff paths', () => {
  it('are the staff URL table’s dashboard and sign-in', () => {
    expect(HOME_PATH).toBe(STAFF_URLS.dashboard);
    expect(LOGIN_PATH).toBe(STAFF_URLS.login);
  });
});
