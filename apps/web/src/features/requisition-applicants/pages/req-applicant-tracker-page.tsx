import type { TRequisitionApplicant } from '@ats/contract';
import { staffPath } from '@ats/contract';
import { useCallback, useMemo } from 'react';
import { ApplicantTracker, type ApplicantTrackerView } from '../../../entities/applicant-pages';
import { type StatusChange, StatusChip } from '../../../entities/applicants';
import { useRequisitionOptionsQuery } from '../../../entities/lookups';
import { formatDate } from '../../../shared/format/format';
import { type FilterDefinition, toKeysetList } from '../../../shared/list';
import {
  useArchiveRequisitionApplicantsMutation,
  useListRequisitionApplicantsInfiniteQuery,
  useRequisitionApplicantsStatusMutation,
  useUnarchiveRequisitionApplicantsMutation,
} from '../api';

const VIEW: ApplicantTrackerView<TRequisitionApplicant> = {
  kind: 'requisition',
  menuId: 'req-applicant-tracker',
  title: 'Requisition Applicant Tracker',
  noun: 'requisition applicants',
  empty: {
    active: 'No applicants yet. They arrive through the public application form.',
    archived: 'No archived requisition applicants.',
  },
  createdLabel: 'Applied',
  columns: [
    { key: 'name', header: 'Name', render: (r) => `${r.firstName} ${r.lastName}`.trim() || '(no name yet)' },
    {
      key: 'requisition',
      header: 'Requisition',
      hideBelow: 'md',
      render: (r) => `${r.requisition.requisitionUid} · ${r.requisition.name}`,
    },
    { key: 'lob', header: 'Line of business', hideBelow: 'lg', render: (r) => r.requisition.lob.name },
    { key: 'email', header: 'Email', hideBelow: 'lg', render: (r) => r.email || '—' },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <StatusChip status={r.status} reason={r.reason} completedAt={r.completedAt} />,
    },
    { key: 'completedAt', header: 'Completed', hideBelow: 'sm', render: (r) => formatDate(r.completedAt) },
  ],
  kindSorts: [{ value: '-completedAt', label: 'Completed' }],
  exportPath: '/requisitions/applicant/export',
  exportFilename: 'requisition-applicants.csv',
  rowHref: {
    active: (r) => staffPath('reqApplicant', { id: r.id }),
    archived: (r) => staffPath('archivedReqApplicant', { id: r.id }),
  },
  statusEmail: true,
  useList: (arg) => toKeysetList(useListRequisitionApplicantsInfiniteQuery(arg)),
  useMutations: () => {
    const [status] = useRequisitionApplicantsStatusMutation();
    const [archive] = useArchiveRequisitionApplicantsMutation();
    const [unarchive] = useUnarchiveRequisitionApplicantsMutation();
    const setStatus = useCallback(
      (ids: string[], v: StatusChange) => status({ ids, ...v }).unwrap(),
      [status],
    );
    return { setStatus, archive, unarchive };
  },
};

/** The Requisition Applicant Tracker, and its archived view under /archived-items. */
export const RequisitionApplicantTracker = ({ archived }: { archived: boolean }) => {
  const requisitions = useRequisitionOptionsQuery(undefined).data;
  const kindFilters: FilterDefinition[] = useMemo(
    () => [{ key: 'requisition', label: 'Requisition', options: requisitions ?? [] }],
    [requisitions],
  );
  return <ApplicantTracker view={VIEW} archived={archived} kindFilters={kindFilters} />;
};

export default function ReqApplicantTrackerPage() {
  return <RequisitionApplicantTracker archived={false} />;
}
