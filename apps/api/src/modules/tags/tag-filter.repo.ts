import type { TApplicantKind } from '@ats/contract';
import { exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { candidateTags } from '../../db/schema';

/**
 * The trackers' tag filter: rows carrying any of `tags` (index candidate_tags_*_unique on
 * (subject, tag)). `idColumn` is the tracker's own id column.
 */
export const tagFilter = (
  kind: TApplicantKind,
  idColumn: PgColumn,
  tags: string[] | undefined,
): SQL | undefined => {
  if (!tags?.length) return undefined;
  const column = kind === 'manual' ? candidateTags.applicantId : candidateTags.requisitionApplicantId;
  return exists(
    sql`(select 1 from ${candidateTags} where ${column} = ${idColumn} and ${inArray(candidateTags.tag, tags)})`,
  );
};
