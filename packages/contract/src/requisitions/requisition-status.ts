import { z } from 'zod';
import { keysOf } from '../common/labelled';

/** SPEC §3 requisition statuses, labels and meanings. */
export const REQUISITION_STATUSES = {
  draft: { label: 'Draft', description: 'Being prepared; not yet open' },
  opened: { label: 'Opened', description: 'Due and only partially filled' },
  moved: { label: 'Moved', description: 'Client submission date or class start date moved' },
  filled: { label: 'Filled', description: 'Class considered filled' },
  cancelled: { label: 'Cancelled', description: 'Requisition cancelled' },
} as const;
export const ZRequisitionStatus = z.enum(keysOf(REQUISITION_STATUSES));
export type TRequisitionStatus = z.infer<typeof ZRequisitionStatus>;

/**
 * Allowed status changes (docs/decisions/requisitions.md#status-transitions). Setting the current status again is
 * not a change. Anything else is answered 409.
 */
export const REQUISITION_TRANSITIONS: Record<TRequisitionStatus, readonly TRequisitionStatus[]> = {
  draft: ['opened', 'cancelled'],
  opened: ['moved', 'filled', 'cancelled'],
  moved: ['opened', 'filled', 'cancelled'],
  filled: ['opened'],
  cancelled: ['draft'],
};

/** Statuses in which a requisition may be published (and stays published). */
export const PUBLISHABLE_STATUSES: readonly TRequisitionStatus[] = ['opened', 'moved'];

export const canTransition = (from: TRequisitionStatus, to: TRequisitionStatus) =>
  from === to || REQUISITION_TRANSITIONS[from].includes(to);

/** The action name a screen shows for moving to a status. */
export const REQUISITION_STATUS_ACTIONS: Record<TRequisitionStatus, string> = {
  draft: 'Revive as draft',
  opened: 'Open',
  moved: 'Mark as moved',
  filled: 'Mark as filled',
  cancelled: 'Cancel requisition',
};
