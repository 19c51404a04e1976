import { expect } from 'vitest';

/**
 * The lines of a candidate email (subject first) that were not written from a message file: in
 * the pseudo-locale every message is wrapped in ⟦ ⟧, so once the dynamic values (names, links,
 * dates, the job title) are taken out, a line must have no letter outside ⟦ ⟧.
 */
export const linesNotFromMessages = (mail: { subject: string; text: string }, dynamic: string[]) => {
  const values = [...dynamic].filter(Boolean).sort((a, b) => b.length - a.length);
  return [mail.subject, ...mail.text.split('\n')].filter((line) => {
    let rest = line;
    for (const v of values) rest = rest.split(v).join('');
    for (let prev = ''; prev !== rest; ) {
      prev = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
    }
    return /[A-Za-z]/.test(rest);
  });
};

/** Fails naming each line of `mail` that is not from a message file. */
export const expectOnlyMessages = (
  name: string,
  mail: { subject: string; text: string },
  dynamic: string[],
) => expect({ name, lines: linesNotFromMessages(mail, dynamic) }).toEqual({ name, lines: [] });
