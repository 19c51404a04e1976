/**
 * Mentions live in a note's body as `@[Display name](user-id)` tokens: the editor inserts them,
 * the server reads the ids from them, the page shows them as names.
 */
const MENTION = /@\[([^\]\n]{1,120})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi;

export type TNoteSegment = { text: string } | { mention: { id: string; name: string } };

/** A mention token for a user. Brackets in names are dropped so the token stays parseable. */
export const mentionToken = (user: { id: string; name: string }) =>
  `@[${user.name.replace(/[[\]()\n]/g, '').trim()}](${user.id})`;

/** The ids mentioned in a body, each once, in order of first mention. */
export const mentionedIdsOf = (body: string) => [
  ...new Set([...body.matchAll(MENTION)].map((m) => m[2]!.toLowerCase())),
];

/** The body as text and mention segments, for display. */
export const noteSegments = (body: string): TNoteSegment[] => {
  const out: TNoteSegment[] = [];
  let at = 0;
  for (const m of body.matchAll(MENTION)) {
    if (m.index > at) out.push({ text: body.slice(at, m.index) });
    out.push({ mention: { name: m[1]!, id: m[2]!.toLowerCase() } });
    at = m.index + m[0].length;
  }
  if (at < body.length) out.push({ text: body.slice(at) });
  return out;
};

/** The body as plain text (mentions as `@Name`), for mail and notifications. */
export const notePlainText = (body: string) =>
  noteSegments(body)
    .map((s) => ('text' in s ? s.text : `@${s.mention.name}`))
    .join('');
