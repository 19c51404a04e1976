import argon2 from 'argon2';

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown email, or no password set yet) it still
 * runs one verification against a dummy hash so both failures take the same time.
 */
export const verifyPassword = async (hash: string | null | undefined, password: string): Promise<boolean> => {
  if (!hash) {
    dummyHash ??= argon2.hash('dummy-password-for-timing', OPTIONS);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
};
