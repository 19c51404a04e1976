import { eq } from 'drizzle-orm';
import { linesOfBusiness, requisitions, requisitionUids } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/demo-seed-context';
import { issueRequisitionUid } from './requisitions.repo';

/** Demo clients, lines of business and requisitions in every status (tests never use them). */
const LOBS = [
  {
    key: 'care',
    name: 'Customer Care – Voice',
    clientName: 'Northwind Telecom',
    lineType: 'bpo',
    country: 'philippines',
  },
  {
    key: 'tech',
    name: 'Technical Support Tier 2',
    clientName: 'Northwind Telecom',
    lineType: 'bpo',
    country: 'india',
  },
  {
    key: 'members',
    name: 'Member Services',
    clientName: 'Acme Health',
    lineType: 'corporate',
    country: 'usa',
  },
  {
    key: 'claims',
    name: 'Claims Specialists',
    clientName: 'Blue Harbor Insurance',
    lineType: 'small-teams',
    country: 'costa-rica',
  },
  {
    key: 'chat',
    name: 'Chat & Email Support',
    clientName: 'Kestrel Retail',
    lineType: 'bpo',
    country: 'south-africa',
  },
  {
    key: 'legacy',
    name: 'Collections (retired)',
    clientName: 'Kestrel Retail',
    lineType: 'bpo',
    country: 'philippines',
    active: false,
  },
] as const;

/** "a" or "an" before a job title, by its first sound's letter (titles here start with a word). */
const article = (title: string) => (/^[aeiou]/i.test(title) ? 'an' : 'a');

const description = (title: string, client: string) =>
  `<p>Join the <strong>${client}</strong> team as ${article(title)} ${title}. You will help customers by phone and chat, solve problems on the first contact and keep every interaction friendly and accurate.</p>` +
  '<h3>What you will do</h3><ul><li>Answer inbound calls and chats and resolve account questions</li>' +
  '<li>Document every interaction in the CRM</li><li>Escalate complex cases to the right team</li></ul>' +
  '<h3>What you bring</h3><ul><li>Excellent spoken and written English</li>' +
  '<li>At least 6 months of customer service experience (call-center experience is a plus)</li>' +
  '<li>Comfort with rotating shifts, including weekends</li></ul>' +
  '<p>Paid training, health coverage from day one and a clear path to team lead roles.</p>';

const INSTRUCTIONS =
  '<p>Have your resume (PDF or Word) ready, use a quiet place, and a computer with a camera and microphone for the short video questions.</p>';
const REMINDERS =
  '<ul><li>Answer in your own words: we read every answer.</li><li>You can stop and come back later with the same link.</li></ul>';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const REQS = [
  {
    lob: 'care',
    name: 'Care Voice – December class',
    title: 'Customer Service Representative',
    code: 'NW-CSR-01',
    location: 'Makati City, Metro Manila',
    type: 'full-time',
    env: 'onsite',
    status: 'opened',
    published: true,
    start: 21,
    submit: 10,
    hc: 40,
    hired: 12,
    pay: 'PHP 24,000 – 28,000 per month plus night differential',
    shift: 'Night shift, 5 days a week',
  },
  {
    lob: 'care',
    name: 'Care Voice – January class',
    title: 'Customer Service Representative',
    code: 'NW-CSR-01',
    location: 'Cebu City',
    type: 'full-time',
    env: 'onsite',
    status: 'moved',
    published: true,
    start: 45,
    submit: 30,
    hc: 30,
    hired: 4,
    pay: 'PHP 22,000 – 26,000 per month',
    shift: 'Rotating shifts',
  },
  {
    lob: 'tech',
    name: 'Tier 2 Broadband – Q1',
    title: 'Technical Support Specialist',
    code: 'NW-TS2-03',
    location: 'Bengaluru',
    type: 'full-time',
    env: 'remote',
    status: 'opened',
    published: true,
    start: 30,
    submit: 14,
    hc: 15,
    hired: 3,
    pay: 'INR 35,000 per month',
    shift: 'US day shift (evenings IST)',
  },
  {
    lob: 'tech',
    name: 'Tier 2 Fibre – pilot',
    title: 'Network Support Analyst',
    code: 'NW-NSA-01',
    location: 'Pune',
    type: 'full-time',
    env: 'onsite',
    status: 'draft',
    published: false,
    start: 60,
    submit: 40,
    hc: 8,
    hired: 0,
    pay: '',
    shift: '',
  },
  {
    lob: 'members',
    name: 'Member Services – Spring',
    title: 'Member Services Advocate',
    code: 'AH-MSA-02',
    location: 'Phoenix, AZ',
    type: 'part-time',
    env: 'remote',
    status: 'opened',
    published: false,
    start: 35,
    submit: 20,
    hc: 12,
    hired: 1,
    pay: 'USD 18 per hour',
    shift: 'Weekdays, 4-hour blocks',
  },
  {
    lob: 'members',
    name: 'Member Services – Autumn',
    title: 'Member Services Advocate',
    code: 'AH-MSA-01',
    location: 'Phoenix, AZ',
    type: 'full-time',
    env: 'onsite',
    status: 'filled',
    published: false,
    start: -20,
    submit: -35,
    hc: 10,
    hired: 10,
    pay: 'USD 19 per hour',
    shift: 'Weekdays',
  },
  {
    lob: 'claims',
    name: 'Claims Intake – small team',
    title: 'Claims Intake Specialist',
    code: 'BH-CIS-01',
    location: 'San José',
    type: 'full-time',
    env: 'onsite',
    status: 'opened',
    published: true,
    start: 25,
    submit: 12,
    hc: 4,
    hired: 1,
    pay: 'USD 1,100 per month',
    shift: 'Day shift',
  },
  {
    lob: 'chat',
    name: 'Chat Support – holiday peak',
    title: 'Chat Support Agent',
    code: 'KR-CHAT-05',
    location: 'Cape Town',
    type: 'part-time',
    env: 'remote',
    status: 'cancelled',
    published: false,
    start: 5,
    submit: -5,
    hc: 20,
    hired: 0,
    pay: 'ZAR 95 per hour',
    shift: 'Evenings and weekends',
    reason: 'Client moved the holiday programme in-house',
  },
  {
    lob: 'chat',
    name: 'Email Support – bilingual',
    title: 'Email Support Agent (English/Afrikaans)',
    code: 'KR-EML-02',
    location: 'Durban',
    type: 'full-time',
    env: 'remote',
    status: 'opened',
    published: true,
    start: 18,
    submit: 8,
    hc: 6,
    hired: 2,
    pay: 'ZAR 14,500 per month',
    shift: 'Day shift, Monday to Friday',
  },
  {
    lob: 'legacy',
    name: 'Collections – final wave',
    title: 'Collections Agent',
    code: 'KR-COL-09',
    location: 'Pasig City',
    type: 'full-time',
    env: 'onsite',
    status: 'filled',
    published: false,
    start: -60,
    submit: -75,
    hc: 25,
    hired: 25,
    pay: 'PHP 21,000 per month',
    shift: 'Day shift',
  },
] as const;

export const seedRequisitionsDemo = async ({ db, adminUserId }: DemoSeedContext) => {
  await db.transaction(async (tx) => {
    const lobIds = new Map<string, { id: string; clientName: string; lineType: string; country: string }>();
    for (const lob of LOBS) {
      const [row] = await tx
        .insert(linesOfBusiness)
        .values({
          name: lob.name,
          clientName: lob.clientName,
          lineType: lob.lineType,
          country: lob.country,
          ownerId: lob.key === 'legacy' ? null : adminUserId,
          description: `${lob.clientName} – ${lob.name}`,
          active: !('active' in lob) || lob.active,
        })
        .returning({ id: linesOfBusiness.id });
      lobIds.set(lob.key, {
        id: row!.id,
        clientName: lob.clientName,
        lineType: lob.lineType,
        country: lob.country,
      });
    }
    const now = new Date();
    const period = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    for (const [i, req] of REQS.entries()) {
      const lob = lobIds.get(req.lob)!;
      const uid = await issueRequisitionUid(tx, period, adminUserId);
      await tx.update(requisitionUids).set({ usedAt: now }).where(eq(requisitionUids.uid, uid));
      const changedAt = new Date(now.getTime() - (REQS.length - i) * 3_600_000);
      await tx.insert(requisitions).values({
        requisitionUid: uid,
        name: req.name,
        lobId: lob.id,
        internalJobCode: req.code,
        jobTitle: req.title,
        location: req.location,
        employmentType: req.type,
        workEnvironment: req.env,
        groupType: lob.lineType === 'small-teams' ? 'small-teams' : 'bpo',
        country: lob.country,
        description: description(req.title, lob.clientName),
        instructions: INSTRUCTIONS,
        reminders: REMINDERS,
        payText: req.pay,
        shiftText: req.shift,
        status: req.status,
        statusChangedAt: changedAt,
        publishStatus: req.published ? 'published' : 'unpublished',
        publishedAt: req.published ? changedAt : null,
        startDate: day(req.start),
        clientSubmissionDate: day(req.submit),
        requiredHC: req.hc,
        numHired: req.hired,
        reasonForCancellation: 'reason' in req ? req.reason : null,
        visits: req.published ? 15 + ((i * 37) % 120) : 0,
        createdBy: adminUserId,
        createdAt: new Date(changedAt.getTime() - 86_400_000),
      });
    }
  });
};
