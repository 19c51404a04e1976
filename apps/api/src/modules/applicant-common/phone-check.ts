import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/max';

const COUNTRY_CODES: Record<string, CountryCode> = {
  philippines: 'PH',
  'costa-rica': 'CR',
  'south-africa': 'ZA',
  india: 'IN',
  usa: 'US',
};

/** `personalInfo.phone` errors (phones are checked per country with the full metadata on the server) of a phone that is not valid for the country. */
export const phoneErrors = (phone: string, country: string) => {
  const code = COUNTRY_CODES[country];
  if (code && !isValidPhoneNumber(phone, code)) {
    return [`personalInfo.phone: not a valid phone number for ${code}`];
  }
  return [];
};
