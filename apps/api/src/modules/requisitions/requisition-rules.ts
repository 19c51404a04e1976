import {
  canTransition,
  labelOf,
  PUBLISHABLE_STATUSES,
  REQUISITION_STATUSES,
  REQUISITION_TRANSITIONS,
  type TRequisitionStatus,
} from '@ats/contract';
import { badRequest, conflict } from '../../lib/http-error';

type PublishStatus = 'published' | 'unpublished';

export interface StatusState {
  status: TRequisitionStatus;
  publishStatus: PublishStatus;
  startDate: string | null;
  clientSubmissionDate: string | null;
  reasonForCancellation: string | null;
  descriptionHasText: boolean;
}

export interface StatusChange {
  status?: TRequisitionStatus | undefined;
  publishStatus?: PublishStatus | undefined;
  startDate?: string | null | undefined;
  clientSubmissionDate?: string | null | undefined;
  reasonForCancellation?: string | null | undefined;
}

export interface StatusOutcome {
  status: TRequisitionStatus;
  statusChanged: boolean;
  publishStatus: PublishStatus;
  publishChanged: boolean;
  reasonForCancellation: string | null;
}

const label = (s: string) => labelOf(REQUISITION_STATUSES, s);

/**
 * The status and publishing rules of docs/decisions/requisitions.md, applied to one request:
 * what the requisition becomes, or a 409 (illegal change) / 400 (missing input) explaining why.
 */
export const applyStatusRules = (before: StatusState, change: StatusChange): StatusOutcome => {
  const status = change.status ?? before.status;
  const statusChanged = status !== before.status;

  if (statusChanged && !canTransition(before.status, status)) {
    const allowed = REQUISITION_TRANSITIONS[before.status].map(label).join(', ');
    throw conflict(
      `A ${label(before.status)} requisition cannot become ${label(status)}; it can become: ${allowed}`,
    );
  }

  if (statusChanged && status === 'moved') {
    const moved =
      (change.startDate !== undefined && change.startDate !== before.startDate) ||
      (change.clientSubmissionDate !== undefined &&
        change.clientSubmissionDate !== before.clientSubmissionDate);
    if (!moved) {
      throw conflict('Moving a requisition needs a new client submission date or start date');
    }
  }

  let reasonForCancellation = before.reasonForCancellation;
  if (change.reasonForCancellation !== undefined)
    reasonForCancellation = change.reasonForCancellation?.trim() || null;
  if (status === 'cancelled') {
    if (!reasonForCancellation) {
      throw badRequest('Validation failed', [
        'reasonForCancellation: a reason is required to cancel a requisition',
      ]);
    }
  } else {
    reasonForCancellation = null;
  }

  let publishStatus: PublishStatus = change.publishStatus ?? before.publishStatus;
  const publishable = PUBLISHABLE_STATUSES.includes(status);
  if (!publishable) {
    if (change.publishStatus === 'published') {
      throw conflict(
        `Only an Opened or Moved requisition can be published (this one would be ${label(status)})`,
      );
    }
    // Filled, cancelled (and a reopened draft) leave the job board at once.
    publishStatus = 'unpublished';
  }
  if (publishStatus === 'published' && before.publishStatus !== 'published' && !before.descriptionHasText) {
    throw conflict('Add a job description before publishing');
  }

  return {
    status,
    statusChanged,
    publishStatus,
    publishChanged: publishStatus !== before.publishStatus,
    reasonForCancellation,
  };
};
