import { APPLICANT_SOURCES, labelOf, optionsOf, staffPath, type TApplicantListItem } from '@ats/contract';
import Edit from '@mui/icons-material/Edit';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useState } from 'react';
import { ApplicantTracker, type ApplicantTrackerView } from '../../../entities/applicant-pages';
import { type StatusChange, StatusChip } from '../../../entities/applicants';
import { AddToRequisitionDialog } from '../../../entities/candidates';
import { formatDate } from '../../../shared/format/format';
import { type FilterDefinition, toKeysetList } from '../../../shared/list';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useApplicantsStatusMutation,
  useArchiveApplicantsMutation,
  useListApplicantsInfiniteQuery,
  useUnarchiveApplicantsMutation,
} from '../api';
import { ApplicantDialog } from '../components/applicant-dialog';

const VIEW: ApplicantTrackerView<TApplicantListItem> = {
  kind: 'manual',
  menuId: 'applicant-tracker',
  title: 'Manual Applicant Tracker',
  noun: 'manual applicants',
  empty: { active: 'No applicants yet. Add one with "New applicant".', archived: 'No archived applicants.' },
  createdLabel: 'Added',
  columns: [
    { key: 'name', header: 'Name', render: (r) => `${r.firstName} ${r.lastName}` },
    { key: 'email', header: 'Email', hideBelow: 'md', render: (r) => r.email || '—' },
    { key: 'phone', header: 'Phone', hideBelow: 'lg', render: (r) => r.phone || '—' },
    { key: 'lob', header: 'Line of business', hideBelow: 'lg', render: (r) => r.lob?.name ?? '—' },
    { key: 'source', header: 'Source', hideBelow: 'md', render: (r) => labelOf(APPLICANT_SOURCES, r.source) },
    { key: 'status', header: 'Status', render: (r) => <StatusChip status={r.status} reason={r.reason} /> },
    { key: 'createdAt', header: 'Added', hideBelow: 'sm', render: (r) => formatDate(r.createdAt) },
  ],
  exportPath: '/applicants/export',
  exportFilename: 'manual-applicants.csv',
  // Archived manual applicants open nothing.
  rowHref: { active: (r) => staffPath('applicant', { id: r.id }) },
  useList: (arg) => toKeysetList(useListApplicantsInfiniteQuery(arg)),
  useMutations: () => {
    const [status] = useApplicantsStatusMutation();
    const [archive] = useArchiveApplicantsMutation();
    const [unarchive] = useUnarchiveApplicantsMutation();
    const setStatus = useCallback(
      (ids: string[], v: StatusChange) =>
        status({
          ids,
          status: v.status,
          reason: v.reason,
          templateId: v.templateId,
          ...(v.language ? { language: v.language } : {}),
        }).unwrap(),
      [status],
    );
    return { setStatus, archive, unarchive };
  },
};

const KIND_FILTERS: FilterDefinition[] = [
  { key: 'source', label: 'Source', options: optionsOf(APPLICANT_SOURCES) },
];

/** The Manual Applicant Tracker, and its archived view under /archived-items. */
export const ManualApplicantTracker = ({ archived }: { archived: boolean }) => {
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [adding, setAdding] = useState<{ id: string; name: string } | null>(null);
  const canEdit = useCan('applicant-tracker', 'edit');
  // The API also needs the manual tracker's view, which this page already has.
  const canAddToRequisition = useCan('req-applicant-tracker', 'edit');

  return (
    <ApplicantTracker
      view={VIEW}
      archived={archived}
      kindFilters={KIND_FILTERS}
      actions={
        canEdit && (
          <Button variant="contained" onClick={() => setEditing(null)}>
            New applicant
          </Button>
        )
      }
      rowActions={(r) => (
        <>
          {canEdit && (
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${r.firstName} ${r.lastName}`} onClick={() => setEditing(r.id)}>
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canAddToRequisition && (
            <Tooltip title="Add to requisition">
              <IconButton
                aria-label={`Add ${r.firstName} ${r.lastName} to a requisition`}
                onClick={() =>
                  setAdding({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() || r.email })
                }
              >
                <PlaylistAdd fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      )}
    >
      {adding && (
        <AddToRequisitionDialog applicantId={adding.id} name={adding.name} onClose={() => setAdding(null)} />
      )}
      {editing !== undefined && (
        <ApplicantDialog applicantId={editing} onClose={() => setEditing(undefined)} />
      )}
    </ApplicantTracker>
  );
};

export default function ApplicantTrackerPage() {
  return <ManualApplicantTracker archived={false} />;
}
