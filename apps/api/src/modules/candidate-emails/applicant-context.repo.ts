import {
  isAllowed,
  type TApplicantKind,
  type TMailLanguage,
  type TMergeValues,
  type TOperation,
} from '@ats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants, linesOfBusiness, requisitionApplicants, requisitions } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { callerMaySee, type ScopeCaller } from '../../lib/scope/caller-scope';

export const TRACKER_MENU_ITEM = {
  manual: 'applicant-tracker',
  requisition: 'req-applicant-tracker',
} as const;
/** The audit entity the applicant's timeline reads. */
export const TIMELINE_ENTITY = { manual: 'applicant', requisition: 'requisition-applicant' } as const;

/** A stored language as a mail language (English for anything without a message file). */
export const mailLanguageOf = (language: string | null | undefined): TMailLanguage =>
  language === 'es' ? 'es' : 'en';

/** What emails, the scheduler and scorecards need to know about one applicant. */
export interface ApplicantContext {
  kind: TApplicantKind;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  country: string | null;
  /** The language they applied in: their emails are written in it (docs/decisions/i18n.md#candidate-mail). */
  language: TMailLanguage;
  jobTitle: string;
  requisitionId: string | null;
  requisitionLabel: string;
  lobName: string;
  lobId: string | null;
  groupType: string | null;
}

/** An applicant's row (either kind) as its context; `requisition` is what its requisition adds. */
const contextOf = (
  kind: TApplicantKind,
  id: string,
  r: Pick<
    ApplicantContext,
    'firstName' | 'lastName' | 'email' | 'country' | 'jobTitle' | 'lobId' | 'groupType'
  > & {
    language: string | null;
    lobName: string | null;
  },
  requisition: Pick<ApplicantContext, 'requisitionId' | 'requisitionLabel'>,
): ApplicantContext => ({
  kind,
  id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  country: r.country,
  language: mailLanguageOf(r.language),
  jobTitle: r.jobTitle,
  ...requisition,
  lobName: r.lobName ?? '',
  lobId: r.lobId,
  groupType: r.groupType,
});

export const findApplicantContext = async (
  db: Db,
  kind: TApplicantKind,
  id: string,
): Promise<ApplicantContext | undefined> => {
  if (kind === 'manual') {
    const [r] = await db
      .select({
        firstName: applicants.firstName,
        lastName: applicants.lastName,
        email: applicants.email,
        country: applicants.country,
        language: applicants.language,
        jobTitle: applicants.position,
        lobId: applicants.lobId,
        lobName: linesOfBusiness.name,
        groupType: linesOfBusiness.lineType,
      })
      .from(applicants)
      .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
      .where(eq(applicants.id, id));
    return r && contextOf(kind, id, r, { requisitionId: null, requisitionLabel: '' });
  }
  const [r] = await db
    .select({
      firstName: requisitionApplicants.firstName,
      lastName: requisitionApplicants.lastName,
      email: requisitionApplicants.email,
      country: requisitionApplicants.country,
      language: requisitionApplicants.language,
      jobTitle: requisitions.jobTitle,
      requisitionId: requisitions.id,
      requisitionUid: requisitions.requisitionUid,
      requisitionName: requisitions.name,
      lobId: requisitions.lobId,
      lobName: linesOfBusiness.name,
      groupType: requisitions.groupType,
    })
    .from(requisitionApplicants)
    .innerJoin(requisitions, eq(requisitions.id, requisitionApplicants.requisitionId))
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, requisitions.lobId))
    .where(eq(requisitionApplicants.id, id));
  return (
    r &&
    contextOf(kind, id, r, {
      requisitionId: r.requisitionId,
      requisitionLabel: `${r.requisitionUid} ${r.requisitionName}`,
    })
  );
};

/**
 * The applicant when the caller may `op` it in its tracker: 403 without the tracker permission,
 * 404 when missing or outside the caller's line-of-business / small-teams scope.
 */
export const reachApplicant = async (
  db: Db,
  caller: ScopeCaller,
  kind: TApplicantKind,
  id: string,
  op: TOperation = 'view',
): Promise<ApplicantContext> => {
  const menuItem = TRACKER_MENU_ITEM[kind];
  if (!isAllowed(caller.permissions, menuItem, 'view')) throw forbidden();
  const ctx = await findApplicantContext(db, kind, id);
  if (!ctx || !callerMaySee(caller, menuItem, ctx)) throw notFound('Applicant');
  if (!isAllowed(caller.permissions, menuItem, op)) throw forbidden();
  return ctx;
};

/** Merge values of an applicant (`extra` adds the interview's when and where). */
export const mergeValuesOf = (
  ctx: ApplicantContext,
  publicUrl: string,
  extra: TMergeValues = {},
): TMergeValues => ({
  candidate_name: `${ctx.firstName} ${ctx.lastName}`.trim(),
  first_name: ctx.firstName,
  job_title: ctx.jobTitle,
  requisition: ctx.requisitionLabel,
  line_of_business: ctx.lobName,
  job_link: ctx.requisitionId ? `${publicUrl}/interviews/requisition/${ctx.requisitionId}` : '',
  ...extra,
});
