import { randomBytes } from 'node:crypto';
import {
  ANPS_QUESTION,
  anpsSurveyPath,
  type TAnpsFigure,
  type TAnpsSummary,
  type TAnpsSummaryQuery,
  type TApplicantKind,
  type TCandidateAnps,
  type ZSendAnpsSurvey,
} from '@ats/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { lobScope } from '../../lib/scope/caller-scope';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';
import { CANDIDATE_MAIL_PURPOSE, enqueueCandidateEmail } from '../candidate-emails';
import { assertTracker, findApplicants, hashToken, type InterviewApplicant } from '../interviews';
import { surveyMail } from './anps.mail';
import * as repo from './anps.repo';

type SendArgs = z.output<typeof ZSendAnpsSurvey>;
export type AnpsTrigger = 'manual' | 'application' | 'decision';
const LINK_NOT_VALID = 'This survey link is not valid';

const figure = (r: { responses: number; promoters: number; detractors: number }): TAnpsFigure => {
  const passives = r.responses - r.promoters - r.detractors;
  return {
    responses: r.responses,
    promoters: r.promoters,
    passives,
    detractors: r.detractors,
    anps: r.responses ? Math.round(((r.promoters - r.detractors) / r.responses) * 1000) / 10 : null,
  };
};

/** aNPS surveys: sending (by hand; the flow calls `sendFor`), the one answer, the figures. */
export const createAnpsService = (db: Db, publicUrl: string) => {
  /** Emails one survey per applicant in the caller's transaction (manual or automatic trigger). */
  const sendFor = async (
    tx: Db,
    people: InterviewApplicant[],
    opts: {
      expiresInDays: number;
      trigger: AnpsTrigger;
      actorId: string | null;
      /** Staff's choice for this send; else each applicant's language. */
      language?: 'en' | 'es' | undefined;
    },
  ) => {
    const places = new Map<string, { requisitionId: string | null; lobId: string | null }>();
    for (const kind of ['requisition', 'manual'] as const) {
      const ids = people.filter((p) => p.kind === kind).map((p) => p.id);
      if (ids.length) for (const p of await repo.placesOf(tx, kind, ids)) places.set(p.id, p);
    }
    const expiresAt = new Date(Date.now() + opts.expiresInDays * 86_400_000);
    let sent = 0;
    for (const p of people) {
      const token = randomBytes(32).toString('base64url');
      const place = places.get(p.id);
      const values = {
        requisitionApplicantId: p.kind === 'requisition' ? p.id : null,
        manualApplicantId: p.kind === 'manual' ? p.id : null,
        requisitionId: place?.requisitionId ?? null,
        lobId: place?.lobId ?? null,
        trigger: opts.trigger,
        tokenHash: hashToken(token),
        expiresAt,
        createdBy: opts.actorId,
      };
      // Automatic triggers send once per applicant (unique index): a second decision sends nothing.
      const surveyId =
        opts.trigger === 'manual'
          ? (await repo.insertSurveys(tx, [values]).returning())[0]!.id
          : await repo.insertAutomaticSurvey(tx, values);
      if (!surveyId) continue;
      await enqueueCandidateEmail(
        tx,
        surveyMail({
          to: p.email,
          firstName: p.firstName,
          link: `${publicUrl}${anpsSurveyPath(token)}`,
          expiresAt,
          locale: opts.language ?? (p.language === 'es' ? 'es' : 'en'),
        }),
        { kind: p.kind, applicantId: p.id, purpose: CANDIDATE_MAIL_PURPOSE.anpsSurvey, sentBy: opts.actorId },
      );
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: 'anps_send',
        entityType: p.kind === 'requisition' ? 'requisition-applicant' : 'applicant',
        entityId: p.id,
        diff: { surveyId, trigger: opts.trigger, to: p.email },
      });
      sent++;
    }
    return sent;
  };

  const byToken = async (token: string) => {
    const row = await repo.findByTokenHash(db, hashToken(token));
    if (!row) throw new HttpError(404, LINK_NOT_VALID);
    return row;
  };

  return {
    sendFor,

    async send(body: SendArgs, caller: AuthContext) {
      const people: InterviewApplicant[] = [];
      for (const kind of ['requisition', 'manual'] as TApplicantKind[]) {
        const ids = [
          ...new Set(body.applicants.filter((a) => a.applicantKind === kind).map((a) => a.applicantId)),
        ];
        if (!ids.length) continue;
        assertTracker(caller, kind, 'edit');
        const found = await findApplicants(db, kind, ids, caller);
        if (found.length !== ids.length) throw notFound('Applicant');
        people.push(...found);
      }
      const noEmail = people.filter((p) => !p.email);
      if (noEmail.length)
        throw badRequest(
          'Some applicants have no email address',
          noEmail.map((p) => `${p.firstName} ${p.lastName} has no email address`),
        );
      const sent = await db.transaction((tx) =>
        sendFor(tx, people, {
          expiresInDays: body.expiresInDays,
          trigger: 'manual',
          actorId: caller.userId,
          language: body.language,
        }),
      );
      return { sent, message: `${sent} survey(s) sent` };
    },

    async open(token: string): Promise<TCandidateAnps> {
      const row = await byToken(token);
      return {
        question: ANPS_QUESTION,
        firstName: row.firstName,
        about: row.lobName ?? 'us',
        answered: Boolean(row.answeredAt),
        expired: !row.answeredAt && row.expiresAt <= new Date(),
      };
    },

    async answer(token: string, score: number, comment: string, ip: string | null) {
      const row = await byToken(token);
      if (row.answeredAt) throw conflict('This survey has already been answered', ['one answer per survey']);
      if (row.expiresAt <= new Date()) throw conflict('This survey link has expired', ['the link expired']);
      await db.transaction(async (tx) => {
        if (!(await repo.answerOnce(tx, row.id, score, comment)))
          throw conflict('This survey has already been answered', ['one answer per survey']);
        await recordAudit(tx, {
          actorId: null,
          action: 'anps_answer',
          entityType: row.requisitionApplicantId ? 'requisition-applicant' : 'applicant',
          entityId: (row.requisitionApplicantId ?? row.manualApplicantId)!,
          diff: { surveyId: row.id, score },
          ip,
        });
      });
      return this.open(token);
    },

    /** The figure overall and per requisition, line of business and month, limited to the caller's lines. */
    async summary(q: TAnpsSummaryQuery, caller: AuthContext): Promise<TAnpsSummary> {
      const r = await repo.summaryRows(db, q, lobScope(caller, repo.surveyLobColumn));
      return {
        overall: figure(r.overall),
        byRequisition: r.byRequisition.map((x) => ({ id: x.id, name: x.name, ...figure(x) })),
        byLineOfBusiness: r.byLineOfBusiness.map((x) => ({ id: x.id, name: x.name, ...figure(x) })),
        byMonth: r.byMonth.map((x) => ({ month: x.month, ...figure(x) })),
        comments: r.comments.map((c) => ({
          score: c.score ?? 0,
          comment: c.comment,
          answeredAt: c.answeredAt!.toISOString(),
          requisitionName: c.requisitionName,
          lineOfBusinessName: c.lineOfBusinessName,
        })),
      };
    },
  };
};
