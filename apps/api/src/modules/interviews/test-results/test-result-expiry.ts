import type { Db } from '../../../db/client';
import { conflict } from '../../../lib/http-error';
import { recordAudit } from '../../audit';
import { isExpired } from '../interview-lifecycle';
import type { TestResultRow } from './test-results.repo';
import { updateTestResult } from './test-results.repo';

export const TEST_RESULT_ENTITY = 'test-result';

/** Abandons a pilot whose link has expired (audited); true when it did. */
export const abandonExpiredTestResult = async (tx: Db, row: TestResultRow, ip: string | null) => {
  if (!isExpired({ ...row, abandonedAt: null })) return false;
  await updateTestResult(tx, row.id, { status: 'abandoned' });
  await recordAudit(tx, {
    actorId: null,
    action: 'interview_abandon',
    entityType: TEST_RESULT_ENTITY,
    entityId: row.id,
    diff: { reason: 'expired' },
    ip,
  });
  return true;
};

export const testLinkExpired = () =>
  conflict('This test link has expired', ['start the test again from its page']);
