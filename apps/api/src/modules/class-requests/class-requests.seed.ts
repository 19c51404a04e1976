import type { TClassRequestContent, TClassRequestStatus } from '@ats/contract';
import type { DemoSeedContext } from '../../db/seed/demo-seed-context';
import * as repo from './class-requests.repo';

const base = {
  phone: '+1 555 010 0000',
  lobId: null,
  workMode: 'onsite',
  employmentType: 'full-time',
  shift: 'day',
  hoursPerWeek: 40,
  payCurrency: 'USD',
  payPeriod: 'month',
  notes: '',
} as const;

const agent = (over: Partial<TClassRequestContent>): TClassRequestContent =>
  ({
    ...base,
    type: 'agent',
    requesterName: 'Maria Santos',
    email: 'maria.santos@example.com',
    company: 'Northwind Telecom',
    positionTitle: 'Customer Service Representative',
    headcount: 40,
    targetStartDate: '2027-01-11',
    country: 'philippines',
    payMin: 450,
    payMax: 600,
    channels: ['voice'],
    languages: [{ language: 'English', level: 'fluent' }],
    minTypingWpm: 35,
    callCenterExperience: 'six-months',
    accountType: 'inbound',
    ...over,
  }) as TClassRequestContent;

const nonAgent = (over: Partial<TClassRequestContent>): TClassRequestContent =>
  ({
    ...base,
    type: 'non-agent',
    requesterName: 'James Miller',
    email: 'james.miller@example.com',
    company: 'Contoso Health',
    positionTitle: 'Quality Analyst',
    headcount: 3,
    targetStartDate: '2027-02-01',
    country: 'usa',
    payMin: 4000,
    payMax: 5200,
    department: 'Operations',
    seniority: 'mid',
    requiredSkills: ['QA scorecards', 'Coaching', 'Excel'],
    educationLevel: 'bachelor',
    ...over,
  }) as TClassRequestContent;

const DEMO: { versions: TClassRequestContent[]; status: TClassRequestStatus; reason?: string }[] = [
  {
    status: 'new',
    versions: [
      agent({
        channels: ['voice', 'chat'],
        notes: 'Holiday season ramp; night shift preferred.',
        shift: 'night',
      }),
    ],
  },
  {
    status: 'in_review',
    versions: [
      agent({
        company: 'Fabrikam Retail',
        requesterName: 'Ana Rojas',
        email: 'ana.rojas@example.com',
        positionTitle: 'Bilingual Chat Agent',
        country: 'costa-rica',
        headcount: 15,
        channels: ['chat', 'email'],
        languages: [
          { language: 'English', level: 'fluent' },
          { language: 'Spanish', level: 'native' },
        ],
        payMin: 900,
        payMax: 1100,
      }),
      agent({
        company: 'Fabrikam Retail',
        requesterName: 'Ana Rojas',
        email: 'ana.rojas@example.com',
        positionTitle: 'Bilingual Chat Agent',
        country: 'costa-rica',
        headcount: 20,
        workMode: 'remote',
        channels: ['chat', 'email'],
        languages: [
          { language: 'English', level: 'fluent' },
          { language: 'Spanish', level: 'native' },
        ],
        payMin: 950,
        payMax: 1200,
        notes: 'Client raised the headcount after the first call.',
      }),
    ],
  },
  { status: 'new', versions: [nonAgent({})] },
  {
    status: 'declined',
    reason: 'Pay range far below market for the location.',
    versions: [
      agent({
        company: 'Tailspin Travel',
        requesterName: 'Sipho Dlamini',
        email: 'sipho.dlamini@example.com',
        positionTitle: 'Outbound Sales Agent',
        country: 'south-africa',
        accountType: 'outbound',
        payCurrency: 'ZAR',
        payMin: 6000,
        payMax: 7000,
      }),
    ],
  },
  {
    status: 'new',
    versions: [
      nonAgent({
        company: 'Litware Software',
        requesterName: 'Priya Nair',
        email: 'priya.nair@example.com',
        positionTitle: 'Technical Support Team Lead',
        country: 'india',
        workMode: 'remote',
        seniority: 'lead',
        department: 'Support',
        requiredSkills: ['Team leadership', 'Zendesk', 'SQL basics'],
        payCurrency: 'INR',
        payMin: 90000,
        payMax: 120000,
        headcount: 1,
      }),
    ],
  },
];

/** A handful of class requests in each status, one with two versions. */
export const seedClassRequestsDemo = async ({ db, adminUserId }: DemoSeedContext) => {
  for (const demo of DEMO) {
    await db.transaction(async (tx) => {
      const first = demo.versions[0]!;
      const referenceNumber = await repo.nextReferenceNumber(tx);
      const id = await repo.insertClassRequest(tx, { ...repo.summaryOf(first), referenceNumber });
      let versionId = '';
      for (const [i, content] of demo.versions.entries()) {
        const versionNumber = await repo.takeVersionNumber(tx, id);
        versionId = await repo.insertVersion(tx, {
          classRequestId: id,
          versionNumber,
          snapshot: content,
          createdBy: i === 0 ? null : adminUserId,
        });
      }
      await repo.setCurrentVersion(tx, id, versionId, repo.summaryOf(demo.versions.at(-1)!));
      if (demo.status !== 'new')
        await repo.updateStatus(tx, id, { status: demo.status, statusReason: demo.reason ?? null });
    });
  }
};
