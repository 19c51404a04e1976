import type { TestApp } from '../../test/harness';
import { call } from '../../test/harness';

/** Seeds a line of business, a requisition and an applicant through the API. */
export const seedApplicant = async (
  t: TestApp,
  admin: string,
  applicant: Record<string, unknown> = {},
  requisition: Record<string, unknown> = {},
) => {
  const lob = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: {
      name: `Sched ${Math.random().toString(36).slice(2, 8)}`,
      clientName: 'Acme',
      lineType: 'bpo',
      country: 'philippines',
    },
  });
  if (lob.status !== 200) throw new Error(lob.text);
  const req = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: {
      name: `Support ${Math.random().toString(36).slice(2, 8)}`,
      lobId: lob.body.data.id,
      jobTitle: { jobTitle: 'Customer Support Agent', location: 'Makati' },
      requiredHC: 3,
      ...requisition,
    },
  });
  if (req.status !== 200) throw new Error(req.text);
  const app = await call(t.app, 'POST', '/api/requisitions/applicant/create', {
    token: admin,
    body: {
      requisitionId: req.body.data.id,
      firstName: 'Ana',
      lastName: 'Reyes',
      email: `ana-${Math.random().toString(36).slice(2, 8)}@example.com`,
      country: 'philippines',
      status: 'sent_to_operations',
      ...applicant,
    },
  });
  if (app.status !== 200) throw new Error(app.text);
  return {
    lobId: lob.body.data.id as string,
    lobName: lob.body.data.name as string,
    requisitionId: req.body.data.id as string,
    requisitionUid: req.body.data.requisitionUid as string,
    applicantId: app.body.data.id as string,
    email: app.body.data.email as string,
  };
};

/** A date N days from now, as the scheduler's form sends it. */
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
