import { randomUUID } from 'node:crypto';
import {
  COUNTRY_TIME_ZONES,
  renderEmailTemplate,
  STAFF_URLS,
  type TApplicantKind,
  type TInterviewScheduleCreate,
  type TInterviewScheduleInput,
  type TMailLanguage,
  type TScheduledInterview,
  ZInterviewScheduleInput,
} from '@ats/contract';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import type { Db } from '../../db/client';
import { isoRequired } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';
import {
  type ApplicantContext,
  enqueueCandidateEmail,
  findApplicantContext,
  interviewCancelMail,
  interviewInviteMail,
  interviewSubject,
  interviewWhen,
  mergeValuesOf,
  reachApplicant,
  TIMELINE_ENTITY,
} from '../candidate-emails';
import { defaultTemplateFor, findEmailTemplate, templateInLanguage } from '../email-templates';
import { interviewIcs } from './interview-ics';
import * as repo from './scheduling.repo';
import { describeWhen, instantToZoned, zonedToInstant } from './zoned-time';

type Input = ReturnType<typeof ZInterviewScheduleInput.parse>;
type Person = { id: string; name: string; email: string };

const defaultTimeZoneOf = (country: string | null) =>
  (country && COUNTRY_TIME_ZONES[country as keyof typeof COUNTRY_TIME_ZONES]) || 'UTC';

export const createSchedulingService = (db: Db, opts: { publicUrl: string; mailFrom: string }) => {
  const organizer = { name: 'Recruiting', email: opts.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1') };

  const people = async (tx: Db, ids: string[]): Promise<Person[]> => {
    const rows = await repo.activeUsers(tx, { ids, limit: ids.length });
    if (rows.length !== new Set(ids).size)
      throw badRequest('Validation failed', ['interviewerIds: every interviewer must be an active user']);
    return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email }));
  };

  const toView = async (
    tx: Db,
    rows: repo.InterviewRow[],
    caller: AuthContext,
  ): Promise<TScheduledInterview[]> => {
    const ids = rows.map((r) => r.id);
    const [interviewers, mine] = await Promise.all([
      repo.interviewersOf(tx, ids),
      repo.submittedBy(tx, caller.userId, ids),
    ]);
    const contexts = new Map<string, ApplicantContext | undefined>();
    for (const r of rows) {
      const key = `${r.applicantKind}:${r.applicantId}`;
      if (!contexts.has(key))
        contexts.set(key, await findApplicantContext(tx, r.applicantKind as TApplicantKind, r.applicantId));
    }
    return rows.map((r) => {
      const ctx = contexts.get(`${r.applicantKind}:${r.applicantId}`);
      const people = interviewers
        .filter((i) => i.interviewId === r.id)
        .map((i) => ({ id: i.id, name: `${i.firstName} ${i.lastName}`.trim(), email: i.email }));
      const local = instantToZoned(r.startsAt, r.timeZone);
      return {
        id: r.id,
        kind: r.applicantKind as TApplicantKind,
        applicantId: r.applicantId,
        candidateName: ctx ? `${ctx.firstName} ${ctx.lastName}`.trim() : '',
        jobTitle: ctx?.jobTitle ?? '',
        requisitionId: r.requisitionId,
        startsAt: isoRequired(r.startsAt),
        endsAt: new Date(r.startsAt.getTime() + r.durationMinutes * 60_000).toISOString(),
        timeZone: r.timeZone,
        date: local.date,
        time: local.time,
        durationMinutes: r.durationMinutes,
        location: r.location,
        videoUrl: r.videoUrl,
        status: r.status as 'scheduled' | 'cancelled',
        sequence: r.sequence,
        interviewers: people,
        myScorecardSubmitted: mine.has(r.id),
        isMine: people.some((p) => p.id === caller.userId),
      };
    });
  };

  const startOf = (input: Input) => {
    const startsAt = zonedToInstant(input.date, input.time, input.timeZone);
    if (startsAt.getTime() <= Date.now())
      throw badRequest('Validation failed', ['date: choose a time in the future']);
    return startsAt;
  };

  /** Candidate and interviewers get the invitation (or its update / cancel) with the .ics. */
  const mailEveryone = async (
    tx: Db,
    row: repo.InterviewRow,
    ctx: ApplicantContext,
    interviewers: Person[],
    kind: 'new' | 'update' | 'cancel',
    caller: AuthContext,
    templateId?: string | null,
    removed: Person[] = [],
    /** Staff's language for the candidate's email; else the applicant's. */
    language?: TMailLanguage,
  ) => {
    const candidateName = `${ctx.firstName} ${ctx.lastName}`.trim();
    const when = describeWhen(row.startsAt, row.timeZone, row.durationMinutes);
    const where = [row.location, row.videoUrl].filter(Boolean).join(' · ');
    const method = kind === 'cancel' ? 'CANCEL' : 'REQUEST';
    const title = `Interview: ${candidateName}${ctx.jobTitle ? ` – ${ctx.jobTitle}` : ''}`;
    const ics = (m: 'REQUEST' | 'CANCEL') =>
      interviewIcs(
        {
          uid: row.icalUid,
          sequence: row.sequence,
          startsAt: row.startsAt,
          durationMinutes: row.durationMinutes,
          title,
          description: `Interview with ${candidateName}${ctx.jobTitle ? ` for ${ctx.jobTitle}` : ''}.\n${where}`,
          location: row.location,
          videoUrl: row.videoUrl,
          organizer,
          attendees: [{ name: candidateName, email: ctx.email }, ...interviewers],
        },
        m,
      );
    const prefix = kind === 'update' ? 'Updated: ' : kind === 'cancel' ? 'Cancelled: ' : '';
    if (ctx.email) {
      const locale = language ?? ctx.language;
      const whenForCandidate = interviewWhen(row.startsAt, row.timeZone, row.durationMinutes, locale);
      const chosen =
        (templateId ? await findEmailTemplate(tx, templateId) : undefined) ??
        (await defaultTemplateFor(tx, 'invitation', locale));
      if (templateId && chosen?.id !== templateId)
        throw badRequest('Validation failed', ['templateId: template not found']);
      const template = chosen && (await templateInLanguage(tx, chosen, locale));
      const facts = { firstName: ctx.firstName, jobTitle: ctx.jobTitle, when: whenForCandidate, locale };
      const filled =
        kind === 'cancel'
          ? interviewCancelMail(facts)
          : template
            ? renderEmailTemplate(
                template,
                mergeValuesOf(ctx, opts.publicUrl, {
                  interview_when: whenForCandidate,
                  interview_where: where,
                }),
              )
            : interviewInviteMail({ ...facts, where });
      const subject = interviewSubject(kind, filled.subject, locale);
      await enqueueCandidateEmail(
        tx,
        {
          to: ctx.email,
          ...filled,
          subject,
          icalEvent: { method, content: ics(method) },
        },
        {
          kind: ctx.kind,
          applicantId: ctx.id,
          purpose:
            kind === 'new' ? 'invitation' : kind === 'update' ? 'interview-update' : 'interview-cancel',
          templateId: kind === 'cancel' ? null : (template?.id ?? null),
          sentBy: caller.userId,
        },
      );
    }
    const staffText = (verb: string) =>
      `${verb}\n\nCandidate: ${candidateName}\nJob: ${ctx.jobTitle}\nWhen: ${when}\nWhere: ${where}\n\nSubmit your scorecard from "My interviews": ${opts.publicUrl}${STAFF_URLS.myInterviews}`;
    for (const p of interviewers) {
      await enqueueMail(tx, {
        to: p.email,
        subject: `${prefix}${title}`,
        text: staffText(kind === 'cancel' ? 'This interview was cancelled.' : 'You are an interviewer.'),
        icalEvent: { method, content: ics(method) },
      });
    }
    for (const p of removed) {
      await enqueueMail(tx, {
        to: p.email,
        subject: `Cancelled: ${title}`,
        text: staffText('You are no longer an interviewer for this interview.'),
        icalEvent: { method: 'CANCEL', content: ics('CANCEL') },
      });
    }
  };

  const audit = (
    tx: Db,
    row: repo.InterviewRow,
    action: 'schedule_interview' | 'reschedule_interview' | 'cancel_interview',
    caller: AuthContext,
    diff: Record<string, unknown>,
  ) =>
    recordAudit(tx, {
      actorId: caller.userId,
      action,
      entityType: TIMELINE_ENTITY[row.applicantKind as TApplicantKind],
      entityId: row.applicantId,
      diff: { interviewId: row.id, ...diff },
    });

  const mustFindEditable = async (tx: Db, id: string, caller: AuthContext) => {
    const row = await repo.findInterview(tx, id);
    if (!row) throw notFound('Interview');
    const ctx = await reachApplicant(
      tx,
      caller,
      row.applicantKind as TApplicantKind,
      row.applicantId,
      'edit',
    );
    if (row.status === 'cancelled') throw conflict('This interview was cancelled');
    return { row, ctx };
  };

  const getView = async (tx: Db, id: string, caller: AuthContext) =>
    (await toView(tx, [(await repo.findInterview(tx, id))!], caller))[0]!;

  return {
    async forApplicant(kind: TApplicantKind, applicantId: string, caller: AuthContext) {
      const ctx = await reachApplicant(db, caller, kind, applicantId, 'view');
      return {
        defaultTimeZone: defaultTimeZoneOf(ctx.country),
        items: await toView(db, await repo.interviewsOfApplicant(db, kind, applicantId), caller),
      };
    },

    async mine(caller: AuthContext) {
      const rows = await repo.interviewsOfUser(db, caller.userId);
      return toView(
        db,
        rows.map((r) => r.interview),
        caller,
      );
    },

    async interviewerOptions(search: string | undefined) {
      const rows = await repo.activeUsers(db, { search, limit: 50 });
      return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email }));
    },

    async create(input: TInterviewScheduleCreate, caller: AuthContext) {
      const { kind, applicantId, ...rest } = input;
      const v = ZInterviewScheduleInput.parse(rest);
      return db.transaction(async (tx) => {
        const ctx = await reachApplicant(tx, caller, kind, applicantId, 'edit');
        const startsAt = startOf(v);
        const interviewers = await people(tx, v.interviewerIds);
        const id = randomUUID();
        const row = await repo.insertInterview(tx, {
          id,
          applicantKind: kind,
          applicantId,
          requisitionId: ctx.requisitionId,
          startsAt,
          timeZone: v.timeZone,
          durationMinutes: v.durationMinutes,
          location: v.location,
          videoUrl: v.videoUrl,
          icalUid: `${id}@ats-scheduling`,
          createdBy: caller.userId,
        });
        await repo.setInterviewers(tx, id, v.interviewerIds);
        await mailEveryone(tx, row, ctx, interviewers, 'new', caller, v.templateId, [], v.language);
        await audit(tx, row, 'schedule_interview', caller, {
          startsAt: row.startsAt.toISOString(),
          timeZone: row.timeZone,
          interviewers: interviewers.map((p) => p.name),
        });
        return getView(tx, id, caller);
      });
    },

    /** A reschedule: same UID, SEQUENCE + 1; removed interviewers get a CANCEL. */
    async update(id: string, input: TInterviewScheduleInput, caller: AuthContext) {
      const v = ZInterviewScheduleInput.parse(input);
      return db.transaction(async (tx) => {
        const { row: before, ctx } = await mustFindEditable(tx, id, caller);
        const startsAt = startOf(v);
        const interviewers = await people(tx, v.interviewerIds);
        const previous = (await repo.interviewersOf(tx, [id])).map((p) => ({
          id: p.id,
          name: `${p.firstName} ${p.lastName}`.trim(),
          email: p.email,
        }));
        const row = await repo.updateInterview(tx, id, {
          startsAt,
          timeZone: v.timeZone,
          durationMinutes: v.durationMinutes,
          location: v.location,
          videoUrl: v.videoUrl,
          sequence: before.sequence + 1,
        });
        await repo.setInterviewers(tx, id, v.interviewerIds);
        const removed = previous.filter((p) => !v.interviewerIds.includes(p.id));
        await mailEveryone(tx, row, ctx, interviewers, 'update', caller, v.templateId, removed, v.language);
        await audit(tx, row, 'reschedule_interview', caller, {
          startsAt: [before.startsAt.toISOString(), row.startsAt.toISOString()],
          timeZone: row.timeZone,
        });
        return getView(tx, id, caller);
      });
    },

    async cancel(id: string, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const { row: before, ctx } = await mustFindEditable(tx, id, caller);
        const row = await repo.updateInterview(tx, id, {
          status: 'cancelled',
          sequence: before.sequence + 1,
        });
        const interviewers = (await repo.interviewersOf(tx, [id])).map((p) => ({
          id: p.id,
          name: `${p.firstName} ${p.lastName}`.trim(),
          email: p.email,
        }));
        await mailEveryone(tx, row, ctx, interviewers, 'cancel', caller);
        await audit(tx, row, 'cancel_interview', caller, { startsAt: row.startsAt.toISOString() });
        return getView(tx, id, caller);
      });
    },
  };
};
