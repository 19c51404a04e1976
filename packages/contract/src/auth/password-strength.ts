// Zod-free: the sign-in pages' strength meter imports it without loading zod (issue 30).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A short list of the passwords most often seen in breach corpora; refused outright. */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'sunshine1',
  'princess1',
  'football1',
  'baseball1',
  'welcome1',
  'welcome123',
  'admin123',
  'letmein1',
  'abc12345',
  'passw0rd',
  'p@ssw0rd',
  'changeme',
  'trustno1',
  'superman1',
  '11111111',
  '00000000',
  '87654321',
  'qwerty12',
  'asdfghjk',
  'zaq12wsx',
  '1q2w3e4r',
  '1qaz2wsx',
  'monkey12',
  'dragon12',
  'master12',
  'starwars',
  'whatever',
  'computer',
  'internet',
  'michelle',
  'jennifer',
]);

export const isCommonPassword = (pw: string) => COMMON_PASSWORDS.has(pw.toLowerCase());

/** 0 (weak) to 4 (strong): length and variety, for the strength meter. */
export const passwordStrength = (pw: string): 0 | 1 | 2 | 3 | 4 => {
  if (pw.length < PASSWORD_MIN || isCommonPassword(pw)) return 0;
  let score = 0;
  if (pw.length >= 12) score++;
  if (/[a-z]/.test(pw) && /[A-Z]/.test(pw)) score++;
  if (/\d/.test(pw)) score++;
  if (/[^A-Za-z0-9]/.test(pw)) score++;
  return Math.max(1, Math.min(4, score)) as 1 | 2 | 3 | 4;
};
