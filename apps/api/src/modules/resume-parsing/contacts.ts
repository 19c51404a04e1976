import { type CountryCode, findPhoneNumbersInText } from 'libphonenumber-js';

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const URL_RE =
  /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|ph|in|za|cr|us|co|info|app|site|page)(?:\/[^\s,;|)]*)?/gi;

/** The spec's countries first (docs/decisions/resume-parsing.md#built-in-parser): default regions tried for local numbers. */
const PHONE_REGIONS: CountryCode[] = ['US', 'PH', 'IN', 'ZA', 'CR'];

export const findEmail = (line: string) => line.match(EMAIL_RE)?.[0] ?? null;

/**
 * An address wrapped in a narrow column without a hyphen: "maria.reyes0@gmail." / "com",
 * "maria.reyes0" / "@gmail.com", "maria@gmail.co" / "m". The second line must start with the rest
 * of it (lower case); after a whole address only a short tail continues it, not a new address or link.
 */
export const wrappedEmail = (a: string, b: string): string | null => {
  const tail = a.match(/([A-Za-z0-9._%+@-]+)$/)?.[1];
  const head = b.match(/^([a-z0-9._%+@-]+)(?=\s|$)/)?.[1];
  if (!tail || !head || /-$/.test(tail) || !`${tail}${head}`.includes('@')) return null;
  // The first line holds nothing but the address's start (an icon or a label may open it), and
  // that start is no word ("Maria Reyes" / "maria@…", "Email" / "maria@…").
  if (a.replace(/^(?:[^\p{L}\p{N}]+|\s*(?:e-?mail|correo)\s*:?\s*)+/iu, '') !== tail) return null;
  if (/^(?:e-?mail|correo|mail)$/i.test(tail) || (/\p{Lu}/u.test(tail) && !/[.\d_@]/.test(tail))) return null;
  const joined = `${tail}${head}`.replace(/\.+$/, '');
  if (findEmail(joined) !== joined) return null;
  const own = findEmail(a);
  if (own && a.trimEnd().endsWith(own) && (head.includes('.') || head.length > 3)) return null;
  return joined;
};

/**
 * The first phone number in a line, in E.164. International numbers (+63…) parse as they are;
 * local ones are tried against the resume's country first, then the spec's countries.
 */
export const findPhone = (line: string, country?: CountryCode): string | null => {
  const cleaned = line.replace(EMAIL_RE, ' ');
  if (!/\d{3}/.test(cleaned.replace(/[\s().-]/g, ''))) return null;
  const regions = country ? [country, ...PHONE_REGIONS.filter((r) => r !== country)] : PHONE_REGIONS;
  for (const region of regions) {
    const found = findPhoneNumbersInText(cleaned, { defaultCountry: region });
    for (const f of found) {
      // A year range such as "2019 - 2021" is not a phone number.
      const slice = line.slice(f.startsAt, f.endsAt).trim();
      if (/^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/.test(slice)) continue;
      // Nor are dates such as "2021-04 – 2023-08" or "11/2024".
      if (/(?:19|20)\d\d[-/.](?:0[1-9]|1[0-2])\b|\b(?:0?[1-9]|1[0-2])[/.](?:19|20)\d\d\b/.test(slice))
        continue;
      if (f.number.isValid()) return f.number.number;
    }
  }
  return null;
};

const NETWORKS: [RegExp, string][] = [
  [/linkedin\.com/i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\.com/i, 'GitLab'],
  [/twitter\.com|x\.com\//i, 'Twitter'],
  [/behance\.net/i, 'Behance'],
  [/dribbble\.com/i, 'Dribbble'],
];

export interface FoundUrl {
  url: string;
  network: string | null;
  username: string | null;
}

/** URLs in a line (emails excluded); profiles (LinkedIn, GitHub…) say their network and username. */
export const findUrls = (line: string): FoundUrl[] => {
  const out: FoundUrl[] = [];
  for (const m of line.replace(new RegExp(EMAIL_RE.source, 'g'), ' ').matchAll(URL_RE)) {
    const raw = m[0].replace(/[.]+$/, '');
    if (!/[./]/.test(raw) || /^\d/.test(raw)) continue;
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    const network = NETWORKS.find(([re]) => re.test(url))?.[1] ?? null;
    const username = network ? (url.replace(/\/+$/, '').split('/').at(-1) ?? null) : null;
    out.push({ url, network, username });
  }
  return out;
};

/** Country names and regions seen on resumes of the spec's countries, to ISO 3166-1 alpha-2. */
const COUNTRY_NAMES: [RegExp, string][] = [
  [/\b(philippines|ph)\b/i, 'PH'],
  [/\b(costa rica|cr)\b/i, 'CR'],
  [/\b(south africa|rsa|za)\b/i, 'ZA'],
  [/\b(india)\b/i, 'IN'],
  [/\b(usa|u\.s\.a\.|united states(?: of america)?|us)\b/i, 'US'],
  [/(m[eé]xico|mx)\b/i, 'MX'],
];
const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  );
const REGIONS: [RegExp, string][] = [
  [
    /\b(metro manila|ncr|cebu|davao(?: del (?:sur|norte))?|laguna|cavite|pampanga|iloilo|bulacan|rizal)\b/i,
    'PH',
  ],
  [/\b(san jos[eé]|heredia|alajuela|cartago|guanacaste|puntarenas|lim[oó]n)\b/i, 'CR'],
  [/\b(gauteng|western cape|kwazulu-natal|eastern cape|free state|limpopo|mpumalanga)\b/i, 'ZA'],
  [
    /\b(maharashtra|karnataka|tamil nadu|telangana|delhi|gujarat|west bengal|kerala|uttar pradesh|haryana|punjab|rajasthan)\b/i,
    'IN',
  ],
  [
    /(jalisco|nuevo le[oó]n|cdmx|ciudad de m[eé]xico|puebla|quer[eé]taro|guanajuato|yucat[aá]n|baja california|estado de m[eé]xico|veracruz|chihuahua|sonora)/i,
    'MX',
  ],
];

export interface FoundLocation {
  city?: string;
  region?: string;
  countryCode?: string;
}

/**
 * A location line such as "Makati City, Metro Manila, Philippines", "Austin, TX" or
 * "Pune, Maharashtra, India". Null unless the line names a known country, region or US state.
 */
/** The whole text is the name (no `\b` at the ends: "San José" ends in a letter `\b` does not know). */
const whole = (re: RegExp) => new RegExp(`^(?:${re.source.replace(/\\b/g, '')})$`, 'i');

/** "Cebu" alone: a region or country, with no city before it on the line. */
export const isRegionAlone = (text: string) =>
  US_STATES.includes(text.trim()) ||
  REGIONS.some(([re]) => whole(re).test(text.trim())) ||
  COUNTRY_NAMES.some(([re]) => whole(re).test(text.trim()));

export const findLocation = (line: string): FoundLocation | null => {
  // Icon glyphs ("⌂ San José") and a country code after a part ("Quezon City (PH), …") are not part of the place.
  const text = line
    .replace(/^(address|location)\s*:\s*/i, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    // An icon font's glyph read as a lone capital ("Ñ Austin, TX").
    .replace(/^[^\p{ASCII}\s]\s+/u, '')
    .replace(/\s*\([A-Z]{2}\)(?=\s*,|$)/g, '')
    // A postal code after the region or the city ("Metro Manila 1100", "Austin, TX 78701").
    .replace(/(?<=\p{L})\s+\d{4,6}(?=\s*(?:,|$))/gu, '')
    .trim();
  if (text.length > 80 || EMAIL_RE.test(text) || /\d{4,}/.test(text.replace(/\s/g, ''))) return null;
  // "Pune, Maharashtra" or, in some letterheads, "Pune – Maharashtra", "Pune - Maharashtra", "Pune / Maharashtra".
  const parts = text.split(/\s*,\s*|\s+[–—/-]\s+/).filter(Boolean);
  // The country after the region with a space only ("Metro Manila PH", "Karnataka India").
  const tail = parts.at(-1)?.match(/^(.*\S)\s+(\S+(?:\s\S+)?)$/);
  if (tail && parts.length >= 2 && !isCountry(parts.at(-1)!) && isCountry(tail[2]!))
    parts.splice(-1, 1, tail[1]!, tail[2]!);
  if (parts.length < 2 || parts.length > 5) return null;
  // Labels are not places ("Location | Region | Karnataka": the theme's words, not the city).
  if (
    parts
      .slice(-3)
      .some((p) => /^(?:location|address|city|region|state|province|country|ciudad|direcci[oó]n)$/i.test(p))
  )
    return null;
  const last = parts.at(-1)!;
  const country = isCountry(last);
  // A street address may come first ("12 Rizal Street, Quezon City, Metro Manila"): the city is
  // the part before the region.
  if (country) {
    const rest = parts.slice(0, -1);
    const [city, region] = rest.length >= 2 ? rest.slice(-2) : [rest[0], undefined];
    return { city, ...(region ? { region } : {}), countryCode: country };
  }
  const state = last.match(/^([A-Z]{2})(?:\s+\d{5})?$/)?.[1];
  if (state && US_STATES.includes(state)) return { city: parts.at(-2), region: state, countryCode: 'US' };
  const region = REGIONS.find(([re]) => whole(re).test(last))?.[1];
  if (region) return { city: parts.at(-2), region: last, countryCode: region };
  return null;
};

/** The country code of a country's name or code ("Philippines", "PH", "IN"), or undefined. */
const isCountry = (text: string) =>
  COUNTRY_NAMES.find(([re]) => whole(re).test(text))?.[1] ?? (['IN', 'MX'].includes(text) ? text : undefined);

/** A contact row without its emails, links and phone numbers ("ana@x.com, +63 917 555 0101, Cebu City, Cebu" → "Cebu City, Cebu"). */
export const withoutContacts = (text: string) =>
  text
    .replace(new RegExp(EMAIL_RE.source, 'g'), ' , ')
    .replace(URL_RE, ' , ')
    .replace(/\+?\(?\d[\d\s().-]{6,}\d/g, ' , ')
    .replace(/(?:\s*[,;|·•]\s*)+/g, ', ')
    .replace(/^[\s,]+|[\s,]+$/g, '');

const CITY_WORDS = /^\p{Lu}[\p{L}'.-]*(?:\s(?:\p{Lu}[\p{L}'.-]*|de|del|la|las|los)){0,3}$/u;

/**
 * A place written without commas, only on a letterhead ("Quezon City Metro Manila", "San José San
 * José CR", "Austin TX"): capitalised words, then a known region (or US state), a country after it
 * or not. Not for entry lines, where "Accenture Philippines" is a company.
 */
export const findSpacedLocation = (text: string): FoundLocation | null => {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 8) return null;
  for (let k = 1; k < words.length; k++) {
    const city = words.slice(0, k).join(' ');
    if (!CITY_WORDS.test(city)) return null;
    const rest = words.slice(k);
    const country = rest.length > 1 && isCountry(rest.at(-1)!) ? rest.at(-1)! : '';
    const region = (country ? rest.slice(0, -1) : rest).join(' ');
    if (US_STATES.includes(region) || REGIONS.some(([re]) => whole(re).test(region)))
      return findLocation([city, region, country].filter(Boolean).join(', '));
  }
  return null;
};

/** The larger cities of the spec's countries, for a letterhead that prints the city alone. */
const CITIES: [string, string][] = [
  [
    'PH',
    'Manila|Quezon City|Makati|Makati City|Cebu City|Davao City|Pasig|Taguig|Mandaluyong|Pasay|Caloocan|Parañaque|Las Piñas|Muntinlupa|Marikina|Antipolo|Iloilo City|Bacolod|Cagayan de Oro|Baguio|Zamboanga City',
  ],
  ['CR', 'San José|Heredia|Alajuela|Cartago|Liberia|Puntarenas|Limón|Escazú|Santa Ana|Curridabat'],
  [
    'ZA',
    'Johannesburg|Cape Town|Durban|Pretoria|Gqeberha|Port Elizabeth|Bloemfontein|East London|Sandton|Soweto|Polokwane|Mbombela|Kimberley|Pietermaritzburg|Centurion|Midrand',
  ],
  [
    'IN',
    'Mumbai|Delhi|New Delhi|Bengaluru|Bangalore|Hyderabad|Chennai|Kolkata|Pune|Ahmedabad|Jaipur|Noida|Gurugram|Gurgaon|Kochi|Coimbatore|Lucknow|Chandigarh|Indore|Nagpur|Surat|Vadodara|Mysuru|Thiruvananthapuram',
  ],
  [
    'US',
    'New York|Los Angeles|Chicago|Houston|Phoenix|Philadelphia|San Antonio|San Diego|Dallas|Austin|Jacksonville|Columbus|Charlotte|Indianapolis|San Francisco|Seattle|Denver|Boston|Nashville|Raleigh|Atlanta|Miami|Orlando|Tampa|Portland|Las Vegas|Detroit|Minneapolis',
  ],
  [
    'MX',
    'Ciudad de México|Guadalajara|Monterrey|Puebla|Querétaro|Tijuana|León|Mérida|Cancún|Toluca|Zapopan|Aguascalientes|San Luis Potosí|Chihuahua|Hermosillo|Saltillo|Morelia',
  ],
];

/** "Bengaluru" alone on a letterhead line or part: one of the larger cities, or null. */
export const findCityAlone = (text: string): FoundLocation | null => {
  const t = text.trim().normalize('NFC').toLowerCase();
  for (const [countryCode, names] of CITIES)
    for (const city of names.split('|')) if (city.toLowerCase() === t) return { city, countryCode };
  return null;
};
