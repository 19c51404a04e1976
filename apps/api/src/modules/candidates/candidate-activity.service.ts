import {
  CANDIDATE_ACTIVITY_TYPES,
  CANDIDATE_EMAIL_DELIVERY,
  deliveryOf,
  INTERVIEW_STATUSES,
  INTERVIEW_TYPES,
  isAllowed,
  labelOf,
  type TApplicantKind,
  type TCandidateActivityArgs,
  type TCandidateActivityItem,
  type TCandidateActivityPage,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { manualApplicantScope, requisitionApplicantScope } from '../../lib/scope';
import type { AuthContext } from '../../plugins/route-access';
import { linkApplication } from '../applicant-common';
import { reachApplicant, TRACKER_MENU_ITEM } from '../candidate-emails';
import { type ActivityRow, activityCount, activityPage, allApplicationsOf } from './candidate-activity.repo';
import * as records from './candidate-records.repo';

const ISO_US = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const SORT_KEY = /^[0-9a-f-]{36}:[0-9a-f-]{36}$/i;

const encodeKey = (r: ActivityRow) =>
  Buffer.from(JSON.stringify([r.at_key, r.sort_key]), 'utf8').toString('base64url');

const decodeKey = (key: string) => {
  try {
    const v = JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      ISO_US.test(v[0]) &&
      typeof v[1] === 'string' &&
      SORT_KEY.test(v[1])
    )
      return { at: v[0], key: v[1] };
  } catch {
    // the 400 below
  }
  throw badRequest('paginationKey is invalid; start again from the first page', [
    'paginationKey: not a key this list issued',
  ]);
};

const isoOf = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The readable line under an item (its parts come from the repo as `a:b:c`). */
const detailOf = (r: ActivityRow): string => {
  const [a = '', b = '', c = '', d = '', e = ''] = r.detail.split(':');
  switch (r.type) {
    case 'note':
      return `${a === 'application' ? 'On the application' : 'On the candidate'}${b === 'private' ? ' · private' : ''}`;
    case 'email':
      return `${a} · ${CANDIDATE_EMAIL_DELIVERY[deliveryOf(b)].label}`;
    case 'file':
      return 'Resume';
    case 'interview':
      if (a === 'scheduled')
        return [b === 'cancelled' ? 'Cancelled' : 'Scheduled', r.detail.split(':').slice(2).join(':')]
          .filter(Boolean)
          .join(' · ');
      return [
        labelOf(INTERVIEW_TYPES, b),
        labelOf(INTERVIEW_STATUSES, c),
        d && `outcome ${d.replace(/_/g, ' ')}`,
        e && `score ${Number(e)}`,
      ]
        .filter(Boolean)
        .join(' · ');
  }
};

/**
 * The notes, files, interviews and emails of every application of a candidate that the caller may
 * see (docs/decisions/candidates.md#candidate-activity), newest first, each labelled with its
 * application; items on the other applications are only counted.
 */
export const createCandidateActivityService = (db: Db) => ({
  async activity(q: TCandidateActivityArgs, caller: AuthContext): Promise<TCandidateActivityPage> {
    const limit = q.limit;
    const after = q.paginationKey ? decodeKey(q.paginationKey) : undefined;
    return db.transaction(async (tx) => {
      await reachApplicant(tx, caller, q.kind, q.applicantId, 'view');
      const row = await records.candidateIdOf(tx, q.kind, q.applicantId);
      if (!row) throw notFound('Applicant');
      const candidateId = row.candidateId ?? (await linkApplication(tx, q.kind, q.applicantId));
      const may = (k: TApplicantKind) => isAllowed(caller.permissions, TRACKER_MENU_ITEM[k], 'view');
      const visible = await records.applicationsOf(tx, candidateId, {
        manual: may('manual') && manualApplicantScope(caller),
        requisition: may('requisition') && requisitionApplicantScope(caller),
      });
      const byKey = new Map(visible.map((a) => [`${a.kind}:${a.id}`, a]));
      const shown = {
        manual: visible.filter((a) => a.kind === 'manual').map((a) => a.id),
        requisition: visible.filter((a) => a.kind === 'requisition').map((a) => a.id),
      };
      const all = await allApplicationsOf(tx, candidateId);
      const hidden = {
        manual: all.manual.filter((id) => !byKey.has(`manual:${id}`)),
        requisition: all.requisition.filter((id) => !byKey.has(`requisition:${id}`)),
      };
      const types = q.type ? [q.type] : CANDIDATE_ACTIVITY_TYPES;
      const rows = await activityPage(tx, shown, caller.userId, types, limit + 1, after);
      const page = rows.slice(0, limit);
      const items: TCandidateActivityItem[] = page.map((r) => {
        const app = byKey.get(`${r.kind}:${r.application_id}`)!;
        return {
          type: r.type,
          id: r.id,
          at: isoOf(r.at)!,
          application: {
            kind: app.kind,
            id: app.id,
            label: app.requisition ? `${app.requisition.uid} · ${app.requisition.name}` : 'Manual applicant',
            archived: app.archived,
          },
          title: r.title,
          detail: detailOf(r),
          by: r.by_name,
          startsAt: isoOf(r.starts_at),
        };
      });
      return {
        items,
        paginationKey: rows.length > limit && page.length ? encodeKey(page[page.length - 1]!) : null,
        hiddenCount: await activityCount(tx, hidden, caller.userId, types),
      };
    });
  },
});
