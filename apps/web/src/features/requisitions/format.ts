import type { TRequisitionStatus } from '@ats/contract';
import { daysUntil } from '../../shared/format/format';

export { formatDate, formatDateTime } from '../../shared/format/format';

/** The public job page of a requisition, as candidates open it. */
export const publicJobUrl = (id: string) => `${window.location.origin}/interviews/requisition/${id}`;

/**
 * What a requisition's status means for it now, from its facts (defect 9: a requisition just
 * opened with 0 of 20 hired read "Due and only partially filled"): hired / required and the
 * days to the start date.
 */
export const requisitionStatusFacts = (
  r: { status: TRequisitionStatus; numHired: number; requiredHC: number; startDate: string | null },
  now: Date = new Date(),
): string => {
  const parts: string[] = [];
  if (r.status === 'draft') parts.push('Not open yet');
  parts.push(`${r.numHired} of ${r.requiredHC} hired`);
  if (r.startDate && r.status !== 'cancelled') {
    const days = daysUntil(r.startDate, now);
    parts.push(
      days > 1
        ? `starts in ${days} days`
        : days === 1
          ? 'starts tomorrow'
          : days === 0
            ? 'starts today'
            : days === -1
              ? 'started yesterday'
              : `started ${-days} days ago`,
    );
  }
  return parts.join(' · ');
};
