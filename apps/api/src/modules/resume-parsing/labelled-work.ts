import type { TJsonResume } from '@ats/contract';
import { findRange } from './dates';
import { labelledRows } from './labelled-rows';
import type { LineParse, Numbered } from './line-parse';
import { commaParts } from './work-evidence';

type Work = TJsonResume['work'][number];

/**
 * Work entries of a Europass-style section, read by their labels: a "Dates" row starts an entry,
 * the position and the employer ("Company, City") rows fill it, the activities row becomes its
 * highlights. Null when the section is not written that way.
 */
export const labelledWork = (lines: Numbered[], source: LineParse['source']): Work[] | null => {
  const rows = labelledRows(lines);
  if (!rows?.some((r) => r.kind === 'position' || r.kind === 'employer')) return null;
  const work: Work[] = [];
  let cur: Work | null = null;
  for (const row of rows) {
    if (row.kind === 'dates' || !cur) {
      cur = {};
      work.push(cur);
    }
    const at = `work.${work.length - 1}`;
    if (row.kind === 'dates') {
      const range = findRange(row.value);
      if (range) {
        cur.startDate = range.start;
        if (range.end) cur.endDate = range.end;
        source(`${at}.startDate`, row.line, 0.9, range.matched);
      }
    } else if (row.kind === 'position' && row.value) {
      cur.position = row.value;
      source(`${at}.position`, row.line, 0.9, row.value);
    } else if (row.kind === 'employer' && row.value) {
      const [company, ...place] = commaParts(row.value);
      cur.name = company!;
      if (place.length) cur.location = place.join(', ');
      source(`${at}.name`, row.line, 0.9, company);
    } else if (row.kind === 'activities' && row.value)
      cur.highlights = [...(cur.highlights ?? []), ...row.value.split(/\s*;\s*/).filter(Boolean)];
  }
  return work.filter((w) => Object.keys(w).length);
};
