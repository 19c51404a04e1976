import type { FastifyInstance } from 'fastify';
import { adminToken, call } from './harness';

type Country = 'philippines' | 'costa-rica';

const PHONE: Record<Country, (n: number) => string> = {
  philippines: (n) => `+63 917 555 ${String(n).padStart(4, '0')}`,
  'costa-rica': (n) => `+506 8400 ${String(n).padStart(4, '0')}`,
};
const ADDRESS: Record<Country, string> = {
  philippines: 'Ayala Avenue, Makati',
  'costa-rica': 'Calle 5, San José',
};

/** An opened, published requisition on a new line of business, made through the staff API. */
export const openRequisition = async (
  app: FastifyInstance,
  opts: { name?: string; country?: Country; token?: string } = {},
) => {
  const token = opts.token ?? (await adminToken(app));
  const name = opts.name ?? 'Open class';
  const ok = async (url: string, body: unknown) => {
    const res = await call(app, 'POST', url, { token, body });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
    return res.body.data as { id: string };
  };
  const lob = await ok('/api/lobs/create', {
    name: `${name} line`,
    clientName: `${name} Co`,
    lineType: 'bpo',
    country: opts.country ?? 'philippines',
  });
  const requisition = await ok('/api/requisitions/create', {
    name,
    lobId: lob.id,
    jobTitle: {
      jobTitle: 'Agent',
      internalJobCode: 'AG-1',
      location: ADDRESS[opts.country ?? 'philippines'],
    },
    description: '<p>Answer calls.</p>',
    status: 'opened',
    publishStatus: 'published',
  });
  return requisition.id;
};

/**
 * Starts an application as a candidate's browser does (consent and personal info) from its own
 * address; answers the applicant id and the application's cookie (`name=value`).
 */
export const startApplication = async (
  app: FastifyInstance,
  requisitionId: string,
  n: number,
  opts: { country?: Country; firstName?: string } = {},
) => {
  const country = opts.country ?? 'philippines';
  const res = await app.inject({
    method: 'PUT',
    url: `/api/requisitions/resume-profile/submit/${requisitionId}`,
    remoteAddress: `10.250.${(n >> 8) & 255}.${n & 255}`,
    payload: {
      step: 'personal-info',
      personalInfo: {
        firstName: opts.firstName ?? 'Ana',
        lastName: `Candidate ${n}`,
        email: `candidate${n}.${requisitionId.slice(0, 8)}@example.com`,
        phone: PHONE[country](n),
        address: ADDRESS[country],
        country,
      },
      consent: { accepted: true, noticeVersion: '2026-11-01' },
      visitorId: `visitor-${requisitionId.slice(0, 8)}-${n}`,
    },
  });
  if (res.statusCode !== 200) throw new Error(`start application: ${res.statusCode} ${res.body}`);
  return {
    id: res.json().data.state.applicantId as string,
    cookie: String(res.headers['set-cookie']).split(';')[0] as string,
  };
};
