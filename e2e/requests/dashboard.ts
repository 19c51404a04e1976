import type { TDashboard } from '@ats/contract';
import { call } from './api-client';
import { createApplicant, createRequisitionApplicant } from './applicants';
import { createLineOfBusiness, createRequisition, updateRequisition } from './requisitions';

export const getDashboard = (token: string, query: Record<string, string> = {}) =>
  call<TDashboard>('GET', '/dashboard/summary', { token, query });

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A line of business with one opened class starting in 5 days (4 needed), applicants in several
 * statuses (one moved through the status call, so the flow has a change), and manual applicants
 * from two sources: every dashboard figure has data when filtered to this line.
 */
export const seedDashboardLine = async (token: string) => {
  const lob = await createLineOfBusiness(token);
  const requisition = await createRequisition(token, {
    lobId: lob.id,
    requiredHC: 4,
    startDate: inDays(5),
  });
  await updateRequisition(token, requisition.id, { status: 'opened' });
  const statuses = ['recommended', 'for_offer', 'incomplete', 'sent_to_operations'] as const;
  const ids: string[] = [];
  for (const [i, status] of statuses.entries()) {
    const a = await createRequisitionApplicant(token, {
      requisitionId: requisition.id,
      firstName: 'Dash',
      lastName: `Candidate ${i + 1}`,
      email: `dash-${requisition.id.slice(0, 6)}-${i}@example.com`,
      status,
    });
    ids.push(a.id);
  }
  await call('POST', '/requisitions/applicant/status', {
    token,
    body: { ids: [ids[2]], status: 'interview_scheduled' },
  });
  // A second class, filled: time to fill has a row (a few seconds, shown as 0 days).
  const filled = await createRequisition(token, { lobId: lob.id, requiredHC: 1, startDate: inDays(30) });
  await updateRequisition(token, filled.id, { status: 'opened' });
  await updateRequisition(token, filled.id, { status: 'filled' });
  for (const source of ['referral', 'referral', 'walk-in'] as const) {
    await createApplicant(token, { firstName: 'Manual', lastName: source, source, lobId: lob.id });
  }
  return { lob, requisition, applicantIds: ids };
};
