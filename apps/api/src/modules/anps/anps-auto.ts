import type { TApplicantKind } from '@ats/contract';
import type { Db } from '../../db/client';
import { findApplicants } from '../interviews';
import * as repo from './anps.repo';
import { type AnpsTrigger, createAnpsService } from './anps.service';

/**
 * Final decisions (SPEC §3 statuses): hired is offer accepted (or complete, as `numHired` counts
 * it), or declined. A survey goes once per applicant, whichever comes first.
 */
const FINAL_DECISION_STATUSES: readonly string[] = ['offer_accepted', 'complete', 'declined'];
export const isFinalDecision = (from: string, to: string) =>
  from !== to && FINAL_DECISION_STATUSES.includes(to);

/** Days an automatic survey's link stays open. */
const ANPS_AUTO_EXPIRY_DAYS = 14;

/**
 * The automatic aNPS survey (docs/decisions/anps.md#automatic-anps): after the application's success step
 * (`application`) or a final decision, hired or declined (`decision`). Sent, in the caller's
 * transaction, only when the applicant's line of business has that switch on, the applicant has an
 * email and is not archived, and has no survey for that trigger yet (one per applicant per trigger).
 * Answers how many were mailed.
 */
export const sendAutomaticAnps = async (
  tx: Db,
  publicUrl: string | undefined,
  kind: TApplicantKind,
  ids: string[],
  trigger: Exclude<AnpsTrigger, 'manual'>,
) => {
  if (!publicUrl || !ids.length) return 0;
  const people = (await findApplicants(tx, kind, [...new Set(ids)], null)).filter(
    (p) => p.email && !p.archivedAt,
  );
  if (!people.length) return 0;
  const places = await repo.placesOf(
    tx,
    kind,
    people.map((p) => p.id),
  );
  const lobOf = new Map(places.map((p) => [p.id, p.lobId]));
  const switches = await repo.lobSwitches(tx, [
    ...new Set(places.map((p) => p.lobId).filter((x): x is string => Boolean(x))),
  ]);
  const on = people.filter((p) => {
    const lob = switches.get(lobOf.get(p.id) ?? '');
    return trigger === 'application' ? lob?.afterApplication : lob?.afterDecision;
  });
  if (!on.length) return 0;
  return createAnpsService(tx, publicUrl).sendFor(tx, on, {
    expiresInDays: ANPS_AUTO_EXPIRY_DAYS,
    trigger,
    actorId: null,
  });
};
