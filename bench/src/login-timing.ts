import { ADMIN_EMAIL, call, createTestApp } from '../../apps/api/src/test/harness';
import { fmt, median, timeIt } from './stats';

/** A failed sign-in should take the same time whether or not the email exists (no account probing). */
export const loginTiming = async () => {
  const t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
  });
  try {
    const runs = 30;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < runs; i++) {
      unknown.push(
        await timeIt(() =>
          call(t.app, 'POST', '/api/auth/login', {
            body: { email: `nobody${i}@example.com`, password: 'wrong-password' },
          }),
        ),
      );
      wrong.push(
        await timeIt(() =>
          call(t.app, 'POST', '/api/auth/login', {
            body: { email: ADMIN_EMAIL, password: 'wrong-password' },
          }),
        ),
      );
    }
    const a = median(unknown);
    const b = median(wrong);
    console.log(`unknown email:  median ${fmt(a)} over ${runs}`);
    console.log(`wrong password: median ${fmt(b)} over ${runs}`);
    console.log(
      `difference:     ${fmt(Math.abs(a - b))} (${((Math.abs(a - b) / Math.max(a, b)) * 100).toFixed(1)} %)`,
    );
  } finally {
    await t.close();
  }
};
