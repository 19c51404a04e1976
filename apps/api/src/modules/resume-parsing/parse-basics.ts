import type { TJsonResume } from '@ats/contract';
import type { CountryCode } from 'libphonenumber-js';
import {
  findCityAlone,
  findEmail,
  findLocation,
  findPhone,
  findSpacedLocation,
  findUrls,
  isRegionAlone,
  withoutContacts,
  wrappedEmail,
} from './contacts';
import { clean, isBullet, type LineParse, type Numbered, POSITION_WORDS, unbullet } from './line-parse';
import { headingOf } from './sections';
import { positionScore } from './work-evidence';

/** The header and contact lines: location, email, phone, profiles, name and label; the summary. */
export const parseBasics = ({ lines, linesOf, source, warnings }: LineParse): TJsonResume['basics'] => {
  const basics: TJsonResume['basics'] = {};
  const header = linesOf('header');
  // Contact details set in a page footer (moderncv casual): the lines around the email or phone.
  const at = lines.findIndex((l) => findEmail(l.text));
  const around = at > 0 ? lines.slice(at - 1, at + 2) : [];
  const contactLines = [
    ...new Set([...header, ...linesOf('contact'), ...around.filter((l) => !isBullet(l.text))]),
  ];
  const anywhere = [...contactLines, ...lines.filter((l) => !contactLines.includes(l))];

  const parts = (l: Numbered) => l.text.split(/\s*[|•·]\s*|\s{2,}/).filter(Boolean);
  let country: CountryCode | undefined;
  for (const [i, l] of contactLines.entries()) {
    if (basics.location) break;
    const next = contactLines[i + 1];
    // A location may wrap in a narrow column ("Cape Town, Western Cape, South" / "Africa").
    const joined = next && !isBullet(next.text) && !findLocation(next.text) ? [`${l.text} ${next.text}`] : [];
    // The row's parts first: "Thabo van der Merwe | Johannesburg, Gauteng" is a name, then a place.
    // Then the row without its email and phone ("ana@x.com, +63 917 555 0101, Cebu City, Cebu").
    const bare = withoutContacts(l.text);
    const candidates = [
      ...(parts(l).length > 1 ? parts(l) : []),
      l.text,
      ...joined,
      ...(findEmail(l.text) || findPhone(l.text) ? [bare] : []),
    ];
    for (const p of candidates) {
      const text = p.replace(/^(address|location|city)\s*:\s*/i, '');
      const loc = findLocation(text) ?? (joined.includes(p) ? null : findSpacedLocation(text));
      if (loc) {
        basics.location = loc;
        country = loc.countryCode as CountryCode | undefined;
        source('basics.location', l, 0.8, p);
        break;
      }
    }
  }
  for (const l of anywhere) {
    const next = lines[l.n];
    const wrapped = next && l.page === next.page ? wrappedEmail(l.text, next.text) : null;
    if (wrapped) {
      basics.email = wrapped;
      source('basics.email', l, 0.8, wrapped);
      break;
    }
    let email = findEmail(l.text);
    if (email) {
      // An address hyphenated over two lines in a narrow column ("# car-" / "los.torres11@proton.me").
      // The line above on the page, wherever reading order put it (a sidebar line that reached
      // into the body is read after the columns).
      const above =
        l.y === null
          ? undefined
          : lines.find(
              (o) =>
                o.page === l.page &&
                o.y !== null &&
                o.x !== null &&
                l.y! - o.y > 0 &&
                l.y! - o.y < Math.max(o.size, l.size, 8) * 1.8 &&
                Math.abs(o.x - l.x!) < 20 &&
                /-$/.test(o.text),
            );
      const prev = anywhere[anywhere.indexOf(l) - 1];
      const head = [prev, above].map((o) => o?.text.match(/(?:^|\s)([A-Za-z0-9._%+]+)-$/)?.[1]).find(Boolean);
      if (head && l.text.replace(/^[^A-Za-z0-9]*\s*/, '').startsWith(email)) email = `${head}${email}`;
      basics.email = email;
      source('basics.email', l, 1, email);
      break;
    }
  }
  // A letterhead that sets the city and the region on lines of their own ("Cebu City" / "Cebu").
  for (const [i, l] of contactLines.entries()) {
    if (basics.location) break;
    if (i === 0) continue;
    const ps = parts(l);
    const k = ps.findIndex((p) => isRegionAlone(p));
    const above = contactLines[i - 1]!;
    // The city is set like the region: a line of its own in a much larger font above is the name
    // (a row of several parts may hold both, "Thabo van der Merwe | Johannesburg").
    const alike = parts(above).length > 1 || !above.size || !l.size || Math.abs(above.size - l.size) < 1.5;
    const prev = k >= 0 && alike ? parts(above) : [];
    // The city ends the row above (a name may start it) or stands right above the region.
    const city = [prev.at(-1), prev[Math.min(k, prev.length - 1)]].find(
      (c) =>
        c &&
        /^\p{Lu}[\p{L}'.-]*(?:\s(?:\p{Lu}[\p{L}'.-]*|de|del|la|las|los)){0,2}$/u.test(c) &&
        !headingOf(c),
    );
    // A region that is also a larger city ("San José", "Puebla") is the city when the row above is
    // the letterhead's first (the name); under a town of its own ("San Pablo" / "Heredia") it stays
    // the region.
    const own = i === 1 && k >= 0 && !prev.some((c) => findCityAlone(c)) ? findCityAlone(ps[k]!) : null;
    const loc = own ? { ...own, region: ps[k]! } : city ? findLocation(`${city}, ${ps[k]}`) : null;
    if (loc) {
      basics.location = loc;
      country = loc.countryCode as CountryCode | undefined;
      if (own) source('basics.location', l, 0.6, ps[k]!);
      else source('basics.location', contactLines[i - 1]!, 0.6, `${city}, ${ps[k]}`);
    }
  }
  // A place on a line of its own outside the entries (a sidebar read after the body, under a
  // skills or languages heading or a "Location" label): not a job's or a school's place.
  const aside = (['summary', 'skills', 'languages', 'certificates', 'other'] as const).flatMap((k) =>
    linesOf(k),
  );
  // The first labelled or bare place in `lines` that `find` reads, with that confidence.
  const placeIn = (lines: typeof aside, find: typeof findLocation, confidence: number) => {
    for (const l of lines) {
      for (const p of [l.text, ...parts(l)]) {
        const loc = find(p.replace(/^(address|location|city)\s*:\s*/i, ''));
        if (loc) {
          basics.location = loc;
          country = loc.countryCode as CountryCode | undefined;
          source('basics.location', l, confidence, p);
          return;
        }
      }
    }
  };
  if (!basics.location) placeIn(aside, findLocation, 0.6);
  // A letterhead that prints the city alone ("Bengaluru"): one of the larger cities of the spec's
  // countries, a whole line or part of the header or contact lines.
  if (!basics.location) placeIn(contactLines, findCityAlone, 0.5);
  for (const l of anywhere) {
    const phone = findPhone(l.text, country);
    if (phone) {
      basics.phone = phone;
      source('basics.phone', l, 0.95);
      break;
    }
  }
  const profiles: NonNullable<TJsonResume['basics']['profiles']> = [];
  for (const l of anywhere) {
    for (const u of findUrls(l.text)) {
      if (u.network) {
        if (profiles.some((p) => p.url === u.url)) continue;
        profiles.push({ network: u.network, ...(u.username ? { username: u.username } : {}), url: u.url });
        source(`basics.profiles.${profiles.length - 1}`, l, 0.95, u.url);
      } else if (!basics.url && contactLines.includes(l)) {
        basics.url = u.url;
        source('basics.url', l, 0.8, u.url);
      }
    }
  }
  if (profiles.length) basics.profiles = profiles;

  const isContact = (t: string) =>
    !!findEmail(t) ||
    !!findPhone(t, country) ||
    findUrls(t).length > 0 ||
    !!findLocation(t) ||
    /^(phone|mobile|tel|email|e-mail|address|location|linkedin|github|website)\b/i.test(t);
  // Each word capitalised but particles ("Thabo van der Merwe"); no handle ("ð jose.villanueva").
  const nameLike = (t: string) =>
    /^[\p{L}][\p{L}.'’-]*(?: [\p{L}][\p{L}.'’-]*){1,4}$/u.test(t) &&
    t.length <= 60 &&
    t
      .split(' ')
      .every(
        (w) =>
          /^\p{Lu}/u.test(w) ||
          /^(?:van|der|den|de|del|la|las|los|da|das|do|dos|von|bin|binti|al|el|y)$/.test(w),
      ) &&
    !POSITION_WORDS.test(t) &&
    // A title in Spanish or with a rank ("Analista de Soporte Técnico", "Senior Associate") is no name.
    positionScore(t) <= 0 &&
    !/\b(?:curriculum|vitae|vitæ|resume|résumé|europass)\b/i.test(t);
  // A letterhead row may carry the address at its right ("Jose Villanueva | Cebu"): its first part.
  // The row may carry the email or the place at its right ("Thabo van der Merwe | thabo@…").
  const plainHeader = header
    .map((l) => {
      // Or the title after a dash ("Maria Reyes — Customer Service Representative").
      const first = l.text.split(/\s+\|\s+|\s+[—–·-]\s+/)[0]!;
      if (first !== l.text && nameLike(first) && !isContact(first)) return { ...l, text: first };
      // "Andrés Vargas Solano, Analista de Soporte Técnico": the name, then the title after a comma.
      const comma = l.text.match(/^([^,|]+),\s+([^,|]+)$/);
      return comma && nameLike(comma[1]!) && positionScore(comma[2]!) > 0 ? { ...l, text: comma[1]! } : l;
    })
    .filter((l) => !isContact(l.text));
  // A Europass form names the candidate in its personal-information rows.
  const contactName = linesOf('contact').find((l) => nameLike(l.text) && !isContact(l.text));
  // A name set on two lines in the header's largest font ("Maria Clara" / "Reyes").
  const top = Math.max(...header.map((h) => h.size));
  const words = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*)?$/u;
  const stacked = plainHeader.flatMap((l, i) => {
    const below = plainHeader[i + 1];
    return below &&
      l.size > 0 &&
      l.size >= top - 0.1 &&
      Math.abs(below.size - l.size) < 0.1 &&
      below.n === l.n + 1 &&
      words.test(l.text) &&
      words.test(below.text) &&
      nameLike(`${l.text} ${below.text}`)
      ? [{ ...l, text: `${l.text} ${below.text}`, last: below.n }]
      : [];
  });
  const nameLine =
    stacked[0] ??
    [...plainHeader]
      .sort((a, b) => b.size - a.size)
      .find(
        (l) => nameLike(l.text) && l.size > 0 && l.size >= Math.max(...header.map((h) => h.size)) - 0.1,
      ) ??
    plainHeader.find((l) => nameLike(l.text)) ??
    contactName;
  if (nameLine) {
    basics.name = nameLine.text;
    source('basics.name', nameLine, nameLine === plainHeader[0] ? 0.9 : 0.7);
    const last = nameLine === stacked[0] ? stacked[0].last : nameLine.n;
    const labelLine = plainHeader.find((l) => l !== nameLine && l.n > last && l.text.length <= 80);
    if (labelLine && labelLine.n - last <= 2) {
      basics.label = clean(labelLine.text);
      source('basics.label', labelLine, 0.7);
    }
  } else warnings.push('No name was found at the top of the resume');

  const summary = linesOf('summary');
  if (summary.length) {
    basics.summary = summary.map((l) => unbullet(l.text)).join(' ');
    source('basics.summary', summary[0]!, 0.8);
  }

  return basics;
};
