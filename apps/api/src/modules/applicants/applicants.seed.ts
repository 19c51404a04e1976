import { randomUUID } from 'node:crypto';
import type { TApplicantStatus, TDeclineReason, TQualificationQuestionSnapshot } from '@ats/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicants,
  auditLog,
  linesOfBusiness,
  requisitionApplicants,
  requisitions,
  uploads,
} from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/demo-seed-context';
import { linkApplication } from '../applicant-common';
import { syncNumHired } from '../requisition-applicants';

/** Demo resumes live under `demo/` (DEMO_UPLOAD_PREFIX): the uploads module writes their bytes at start-up. */
const DEMO_RESUME_PREFIX = 'demo/resume/';

const FIRST = [
  'Maria',
  'Jose',
  'Ana',
  'Carlos',
  'Priya',
  'Rahul',
  'Thandi',
  'Sipho',
  'Emily',
  'James',
  'Sofia',
  'Luis',
  'Grace',
  'Miguel',
  'Aisha',
  'Daniel',
];
const LAST = [
  'Santos',
  'Reyes',
  'Cruz',
  'Garcia',
  'Sharma',
  'Patel',
  'Nkosi',
  'Dlamini',
  'Johnson',
  'Smith',
  'Vargas',
  'Mora',
  'Lim',
  'Torres',
  'Khan',
  'Brown',
];

const QUESTIONS: TQualificationQuestionSnapshot[] = [
  {
    questionId: '5b0f7c0e-1d6a-4a57-9a39-1f3c8b7d2a01',
    text: 'Do you have at least 6 months of call center experience?',
    type: 'multiple-choice',
    required: true,
    answers: [
      { id: '5b0f7c0e-1d6a-4a57-9a39-1f3c8b7d2a11', text: 'Yes', qualifying: true },
      { id: '5b0f7c0e-1d6a-4a57-9a39-1f3c8b7d2a12', text: 'No', qualifying: false },
    ],
  },
  {
    questionId: '5b0f7c0e-1d6a-4a57-9a39-1f3c8b7d2a02',
    text: 'Which shift can you work? (question emptied after people answered)',
    type: 'multiple-choice',
    required: false,
    answers: [],
  },
  {
    questionId: '5b0f7c0e-1d6a-4a57-9a39-1f3c8b7d2a03',
    text: 'Tell us about a time you helped an upset customer.',
    type: 'text-entry',
    required: true,
    answers: [],
  },
];

const STATUS_CYCLE: TApplicantStatus[] = [
  'incomplete',
  'sent_to_operations',
  'declined',
  'interview_scheduled',
  'recommended',
  'for_offer',
];
const REASONS: TDeclineReason[] = ['DEC000', 'DEC002', 'DEC003', 'DEC004', 'DEC005', 'DEC006'];
const SOURCES = ['referral', 'job-board', 'walk-in', 'social', 'agency', 'other'] as const;

const person = (i: number) => {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 7 + 3) % LAST.length]!;
  return {
    firstName: first,
    lastName: last,
    email: `${first}.${last}${i}@example.com`.toLowerCase(),
    phone: `+63 917 ${String(100 + i).padStart(3, '0')} ${String(1000 + i * 37).slice(-4)}`,
  };
};
const digits = (s: string) => s.replace(/\D/g, '');

const demoResume = async (tx: Db, name: string, owner: string) => {
  const [row] = await tx
    .insert(uploads)
    .values({
      key: `${DEMO_RESUME_PREFIX}${randomUUID()}/${name.replace(/[^A-Za-z0-9]+/g, '-')}-resume.pdf`,
      kind: 'resume',
      ext: 'pdf',
      fileName: `${name} resume.pdf`,
      contentType: 'application/pdf',
      status: 'verified',
      ownerUserId: owner,
      verifiedAt: new Date(),
    })
    .returning({ id: uploads.id });
  return row!.id;
};

/** Requisition applicants across statuses (answers, resumes, timelines) and manual applicants. */
export const seedApplicantsDemo = async ({ db, adminUserId }: DemoSeedContext) => {
  await db.transaction(async (tx) => {
    const reqs = await tx
      .select({ id: requisitions.id, status: requisitions.status, numHired: requisitions.numHired })
      .from(requisitions)
      .where(ne(requisitions.status, 'draft'))
      .orderBy(asc(requisitions.createdAt));
    let i = 0;
    const now = Date.now();
    const touched: string[] = [];
    for (const req of reqs) {
      const live = req.status === 'opened' || req.status === 'moved';
      const plan: TApplicantStatus[] = [
        ...Array.from(
          { length: Math.min(req.numHired, 8) },
          (_, k) => (k % 2 ? 'complete' : 'offer_accepted') as TApplicantStatus,
        ),
        ...(live ? STATUS_CYCLE.slice(0, 3 + (i % 4)) : []),
      ];
      for (const status of plan) {
        const p = person(i);
        // Applied 3–42 days ago and changed 2 days later: never after now (defect 6).
        const appliedAt = new Date(now - (42 - (i % 40)) * 86_400_000 - i * 60_000);
        const changedAt = new Date(Math.min(appliedAt.getTime() + 2 * 86_400_000, now - 60_000));
        const reason = status === 'declined' ? REASONS[i % REASONS.length]! : null;
        const [row] = await tx
          .insert(requisitionApplicants)
          .values({
            requisitionId: req.id,
            ...p,
            phoneDigits: digits(p.phone),
            address: `${100 + i} Rizal Street, Quezon City`,
            country: 'philippines',
            status,
            reason,
            statusChangedAt: status === 'incomplete' ? appliedAt : changedAt,
            completedAt: status === 'incomplete' ? null : new Date(appliedAt.getTime() + 1_800_000),
            qualificationQuestions: status === 'incomplete' ? [] : QUESTIONS,
            qualificationQuestionResults:
              status === 'incomplete'
                ? []
                : [
                    {
                      idx: 0,
                      questionId: QUESTIONS[0]!.questionId,
                      answerId: QUESTIONS[0]!.answers[0]!.id,
                      answerText: 'Yes',
                      qualifies: true,
                    },
                    {
                      idx: 1,
                      questionId: QUESTIONS[1]!.questionId,
                      answerId: null,
                      answerText: '',
                      qualifies: true,
                    },
                    {
                      idx: 2,
                      questionId: QUESTIONS[2]!.questionId,
                      answerId: null,
                      answerText:
                        'A customer was double-billed; I apologised, fixed the charge and followed up the next day.',
                      qualifies: true,
                    },
                  ],
            resumeUploadId:
              status === 'incomplete'
                ? null
                : await demoResume(tx, `${p.firstName} ${p.lastName}`, adminUserId),
            createdAt: appliedAt,
            updatedAt: changedAt,
          })
          .returning({ id: requisitionApplicants.id });
        await linkApplication(tx, 'requisition', row!.id);
        await tx.insert(auditLog).values([
          {
            actorId: null,
            action: 'create',
            entityType: 'requisition-applicant',
            entityId: row!.id,
            diff: { source: 'application form' },
            createdAt: appliedAt,
          },
          ...(status === 'incomplete'
            ? []
            : [
                {
                  actorId: adminUserId,
                  action: 'status_change',
                  entityType: 'requisition-applicant',
                  entityId: row!.id,
                  diff: { status: ['incomplete', status], ...(reason ? { reason: [null, reason] } : {}) },
                  createdAt: changedAt,
                },
              ]),
        ]);
        touched.push(req.id);
        i++;
      }
    }
    await syncNumHired(tx, touched);

    const lobs = await tx
      .select({ id: linesOfBusiness.id })
      .from(linesOfBusiness)
      .where(and(eq(linesOfBusiness.active, true), ne(linesOfBusiness.lineType, 'small-teams')));
    for (let k = 0; k < 14; k++) {
      // Every fifth manual applicant shares an email with a requisition applicant: a possible duplicate.
      const p = k % 5 === 0 ? person(k) : person(100 + k);
      const status = (
        [
          'incomplete',
          'sent_to_operations',
          'declined',
          'interview_scheduled',
          'recommended',
          'offer_accepted',
        ] as const
      )[k % 6]!;
      const createdAt = new Date(now - (k + 1) * 86_400_000 * 1.5);
      const [row] = await tx
        .insert(applicants)
        .values({
          ...p,
          phoneDigits: digits(p.phone),
          address: `${k + 1} Mabini Avenue, Makati`,
          country: 'philippines',
          source: SOURCES[k % SOURCES.length]!,
          lobId: lobs.length ? lobs[k % lobs.length]!.id : null,
          position: k % 2 ? 'Customer Service Representative' : 'Technical Support Specialist',
          educationLevel: (['high-school', 'associate', 'bachelor', 'master'] as const)[k % 4]!,
          yearsOfExperience: k % 8,
          status,
          reason: status === 'declined' ? REASONS[k % REASONS.length]! : null,
          statusChangedAt: createdAt,
          notes: k % 3 ? '' : 'Met at the job fair; strong English.',
          resumeUploadId: k % 2 ? await demoResume(tx, `${p.firstName} ${p.lastName}`, adminUserId) : null,
          createdBy: adminUserId,
          archivedAt: k === 13 ? new Date() : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: applicants.id });
      await linkApplication(tx, 'manual', row!.id);
      await tx.insert(auditLog).values({
        actorId: adminUserId,
        action: 'create',
        entityType: 'applicant',
        entityId: row!.id,
        diff: {},
        createdAt,
      });
    }
  });
};
