import type { TPossibleDuplicate } from '@ats/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ScopeCaller } from '../../lib/scope';
import { manualApplicantScope, requisitionApplicantScope } from '../../lib/scope';
import { findPossibleDuplicates, phoneDigitsOf } from '../applicant-common';

const NOTHING = sql`false`;
const NO_ROW = '00000000-0000-0000-0000-000000000000';

/** People with this email or phone in the trackers the caller may view (each in its scope). */
export const possibleDuplicates = (
  db: Db,
  who: { email: string; phone: string },
  excludeManualId: string | undefined,
  caller: ScopeCaller,
  trackers: { manual: boolean; requisition: boolean },
): Promise<TPossibleDuplicate[]> =>
  findPossibleDuplicates(
    db,
    { email: who.email, phoneDigits: phoneDigitsOf(who.phone) },
    { tracker: 'manual', id: excludeManualId ?? NO_ROW },
    {
      manual: trackers.manual ? manualApplicantScope(caller) : NOTHING,
      requisition: trackers.requisition ? requisitionApplicantScope(caller) : NOTHING,
    },
    5,
  );
