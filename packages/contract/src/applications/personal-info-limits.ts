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

/** A phone number as people of each country write it: the phone field's hint, for the chosen country. */
export const PHONE_EXAMPLES = {
  philippines: '+63 917 123 4567',
  'costa-rica': '+506 8312 3456',
  'south-africa': '+27 71 123 4567',
  india: '+91 81234 56789',
  usa: '+1 201 555 0123',
} as const satisfies Record<string, string>;
