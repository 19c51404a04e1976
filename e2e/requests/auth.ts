import type { TLoginResult } from '@ats/contract';
import { env } from '../fixtures/env';
import { passwordLinkIn, waitForMail } from '../fixtures/mail';
import { call } from './api-client';

export const apiLogin = (email: string, password: string) =>
  call<TLoginResult>('POST', '/auth/login', { body: { email, password } });

export const adminLogin = () => apiLogin(env.adminEmail, env.adminPassword);

/** Sets a user's password through the mailed link (the invite or a reset). */
export const setPasswordFromMail = async (email: string, password: string, after = 0) => {
  const mail = await waitForMail(email, { after });
  const link = new URL(passwordLinkIn(mail.text), env.baseUrl);
  await call('POST', '/auth/reset-password', {
    body: {
      userId: link.searchParams.get('userId'),
      token: link.searchParams.get('token'),
      password,
      confirmPassword: password,
    },
  });
};
