import { isAllowed, type TPossibleDuplicate } from '@ats/contract';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/route-access';
import { possibleDuplicates } from './candidates.repo';

/** An email is compared only once it looks complete, so typing "a" matches nobody. */
const completeEmail = (email: string) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? email : '');

export const createCandidatesService = (db: Db) => ({
  /** People in either tracker the caller may see with this email or phone (7+ digits). */
  possibleDuplicates(
    q: { email?: string | undefined; phone?: string | undefined; excludeId?: string | undefined },
    caller: AuthContext,
  ): Promise<TPossibleDuplicate[]> {
    const can = (item: string) => isAllowed(caller.permissions, item, 'view');
    return possibleDuplicates(
      db,
      { email: completeEmail(q.email ?? ''), phone: q.phone ?? '' },
      q.excludeId,
      caller,
      { manual: can('applicant-tracker'), requisition: can('req-applicant-tracker') },
    );
  },
});
