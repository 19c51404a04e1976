/**
 * The longest value each personal-info field takes (characters), without zod: the schema uses
 * them, the candidate's forms set them as `maxlength` and name them in a field's error.
 */
export const PERSONAL_INFO_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  address: 300,
} as const;

export type TPersonalInfoField = keyof typeof PERSONAL_INFO_MAX_LENGTH;
/** Why a personal-info field was refused, as the candidate's forms word it (`form.<problem>`). */
export type TPersonalFieldProblem = 'required' | 'badEmail' | 'tooLong' | 'badPhone' | 'invalid';

/**
 * The problem of a field the server (or the schema) refused, read from its value: empty, too
 * long, not an email, a phone that is not valid for the country, else characters it cannot take.
 */
export const personalFieldProblem = (field: string, value: string): TPersonalFieldProblem => {
  const v = value.trim();
  if (!v && field !== 'address') return 'required';
  const max = PERSONAL_INFO_MAX_LENGTH[field as TPersonalInfoField];
  if (max !== undefined && v.length > max) return 'tooLong';
  if (field === 'email') return 'badEmail';
  if (field === 'phone') return 'badPhone';
  return 'invalid';
};
