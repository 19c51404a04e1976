import { mentionToken, noteSegments, type TUserRef } from '@ats/contract';

/**
 * The editor shows mentions as `@Name` and remembers who they are; the stored body carries
 * `@[Name](id)` tokens (contract `mentions.ts`). These two convert between the forms.
 */
export const toEditorText = (body: string) => {
  const mentions: TUserRef[] = [];
  const text = noteSegments(body)
    .map((s) => {
      if ('text' in s) return s.text;
      mentions.push(s.mention);
      return `@${s.mention.name}`;
    })
    .join('');
  return { text, mentions };
};

/** Each remembered mention still present as `@Name` becomes a token; the rest stays text. */
export const toStoredBody = (text: string, mentions: TUserRef[]) => {
  let out = text;
  const byLongestName = [...new Map(mentions.map((m) => [m.id, m])).values()].sort(
    (a, b) => b.name.length - a.name.length,
  );
  for (const m of byLongestName) {
    const plain = `@${m.name}`;
    const token = mentionToken(m);
    // Not inside a token already written for a longer name.
    out = out.replace(
      new RegExp(`${plain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w\\]])`, 'g'),
      (match, at: number) => (out.slice(Math.max(0, at - 1), at) === '[' ? match : token),
    );
  }
  return out;
};

/** The `@query` being typed just before the caret, if any. */
export const mentionQueryAt = (text: string, caret: number) => {
  const m = /(?:^|\s)@([\p{L}\p{N}._'-]{0,30})$/u.exec(text.slice(0, caret));
  return m ? { query: m[1]!, start: caret - m[1]!.length - 1 } : null;
};
