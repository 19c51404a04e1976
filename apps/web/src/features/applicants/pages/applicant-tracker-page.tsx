import {
  APPLICANT_SOURCES,
  APPLICANT_STATUSES,
  DECLINE_REASONS,
  labelOf,
  optionsOf,
  type TApplicantListItem,
} from '@ats/contract';
import Edit from '@mui/icons-material/Edit';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import {
  ApplicantBulkActions,
  ArchiveRowButton,
  SendAssessmentDialog,
  SendInterviewDialog,
  StatusChip,
  StatusDialog,
  useArchiveActions,
} from '../../../entities/applicants';
import { AddToRequisitionDialog } from '../../../entities/candidates';
import { useLobChoices } from '../../../entities/lookups';
import { SavedViewsMenu } from '../../../entities/saved-views';
import { useTagFilter } from '../../../entities/tags';
import { errorMessageOf } from '../../../shared/api-error';
import { formatDate } from '../../../shared/format/format';
import {
  type ColumnDefinition,
  type DateRangeDefinition,
  type FilterDefinition,
  ListPage,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useApplicantsStatusMutation,
  useArchiveApplicantsMutation,
  useListApplicantsInfiniteQuery,
  useUnarchiveApplicantsMutation,
} from '../api';
import { ApplicantDialog } from '../components/applicant-dialog';

const fmtDate = (iso: string) => formatDate(iso);

/** `createdFrom` / `createdTo` in the URL and the API query. */
const DATE_RANGES: DateRangeDefinition[] = [{ key: 'created', label: 'Added' }];

const columns: ColumnDefinition<TApplicantListItem>[] = [
  { key: 'name', header: 'Name', render: (r) => `${r.firstName} ${r.lastName}` },
  { key: 'email', header: 'Email', hideBelow: 'md', render: (r) => r.email || '—' },
  { key: 'phone', header: 'Phone', hideBelow: 'lg', render: (r) => r.phone || '—' },
  { key: 'lob', header: 'Line of business', hideBelow: 'lg', render: (r) => r.lob?.name ?? '—' },
  { key: 'source', header: 'Source', hideBelow: 'md', render: (r) => labelOf(APPLICANT_SOURCES, r.source) },
  { key: 'status', header: 'Status', render: (r) => <StatusChip status={r.status} reason={r.reason} /> },
  { key: 'createdAt', header: 'Added', hideBelow: 'sm', render: (r) => fmtDate(r.createdAt) },
];

/** The Manual Applicant Tracker, and its archived view under /archived-items. */
export const ApplicantTracker = ({ archived }: { archived: boolean }) => {
  const lobOptions = useLobChoices();
  const tagFilter = useTagFilter('manual');
  const filters: FilterDefinition[] = useMemo(
    () => [
      { key: 'status', label: 'Status', options: optionsOf(APPLICANT_STATUSES) },
      {
        key: 'reason',
        label: 'Reason',
        options: optionsOf(DECLINE_REASONS).map((o) => ({ value: o.value, label: `${o.value} ${o.label}` })),
      },
      { key: 'source', label: 'Source', options: optionsOf(APPLICANT_SOURCES) },
      { key: 'lineOfBusiness', label: 'Line of business', options: lobOptions ?? [] },
      tagFilter,
    ],
    [lobOptions, tagFilter],
  );
  const params = useListParams({ filters, dateRanges: DATE_RANGES, defaultSort: '-createdAt' });
  const queryArg = useMemo(
    () => ({ ...params.queryArg, ...(archived ? { archived: 1 } : {}) }),
    [params.queryArg, archived],
  );
  const list = toKeysetList(useListApplicantsInfiniteQuery(queryArg));
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [adding, setAdding] = useState<{ id: string; name: string } | null>(null);
  const [statusFor, setStatusFor] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [sendTo, setSendTo] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [assessTo, setAssessTo] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [setStatus] = useApplicantsStatusMutation();
  const [archive] = useArchiveApplicantsMutation();
  const [unarchive] = useUnarchiveApplicantsMutation();
  const canEdit = useCan('applicant-tracker', 'edit');
  const canDelete = useCan('applicant-tracker', 'delete');
  const canUnarchive = useCan('archived-items', 'edit');
  // The API also needs the manual tracker's view, which this page already has.
  const canAddToRequisition = useCan('req-applicant-tracker', 'edit');

  const { doArchive, doUnarchive } = useArchiveActions(archive, unarchive);

  return (
    <>
      <ListPage
        title={archived ? 'Manual Applicant Tracker (Archived)' : 'Manual Applicant Tracker'}
        description={
          archived ? 'Archived manual applicants. Unarchive to bring them back to the tracker.' : undefined
        }
        params={params}
        list={list}
        columns={columns}
        filters={filters}
        dateRanges={DATE_RANGES}
        searchLabel="Search name, email or phone"
        sortOptions={[
          { value: '-createdAt', label: 'Newest' },
          { value: 'createdAt', label: 'Oldest' },
          { value: 'name', label: 'Name' },
          { value: '-statusChangedAt', label: 'Status changed' },
          { value: 'status', label: 'Status' },
        ]}
        exportPath={archived ? undefined : '/applicants/export'}
        exportParams={queryArg}
        exportFilename="manual-applicants.csv"
        rowHref={archived ? undefined : (r) => `/talent-discovery/applicant-tracker/${r.id}`}
        actions={
          archived ? undefined : (
            <>
              <SavedViewsMenu list="applicant-tracker" />
              {canEdit && (
                <Button variant="contained" onClick={() => setEditing(null)}>
                  New applicant
                </Button>
              )}
            </>
          )
        }
        bulkActions={(ids, clear) => (
          <ApplicantBulkActions
            archived={archived}
            canEdit={canEdit}
            canDelete={canDelete}
            canUnarchive={canUnarchive}
            onChangeStatus={() => setStatusFor({ ids, clear })}
            onSendInterview={() => setSendTo({ ids, clear })}
            onSendAssessment={() => setAssessTo({ ids, clear })}
            onArchive={() => doArchive(ids, clear)}
            onUnarchive={() => doUnarchive(ids, clear)}
          />
        )}
        rowActions={(r) =>
          archived ? (
            canUnarchive && (
              <ArchiveRowButton
                archived
                name={`${r.firstName} ${r.lastName}`}
                onClick={() => doUnarchive([r.id])}
              />
            )
          ) : (
            <>
              {canEdit && (
                <Tooltip title="Edit">
                  <IconButton
                    aria-label={`Edit ${r.firstName} ${r.lastName}`}
                    onClick={() => setEditing(r.id)}
                  >
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
              {canDelete && (
                <ArchiveRowButton
                  archived={false}
                  name={`${r.firstName} ${r.lastName}`}
                  onClick={() => doArchive([r.id])}
                />
              )}
            </>
          )
        }
        empty={archived ? 'No archived applicants.' : 'No applicants yet. Add one with "New applicant".'}
      />
      {adding && (
        <AddToRequisitionDialog applicantId={adding.id} name={adding.name} onClose={() => setAdding(null)} />
      )}
      {editing !== undefined && (
        <ApplicantDialog applicantId={editing} onClose={() => setEditing(undefined)} />
      )}
      {assessTo && (
        <SendAssessmentDialog
          recipients={list.items
            .filter((r) => assessTo.ids.includes(r.id))
            .map((r) => ({
              applicantId: r.id,
              applicantKind: 'manual',
              name: `${r.firstName} ${r.lastName}`.trim() || r.email,
            }))}
          onClose={() => setAssessTo(null)}
          onSent={assessTo.clear}
        />
      )}
      {sendTo && (
        <SendInterviewDialog
          recipients={list.items
            .filter((r) => sendTo.ids.includes(r.id))
            .map((r) => ({
              applicantId: r.id,
              applicantKind: 'manual',
              name: `${r.firstName} ${r.lastName}`.trim() || r.email,
            }))}
          onClose={() => setSendTo(null)}
          onSent={sendTo.clear}
        />
      )}
      {statusFor && (
        <StatusDialog
          templated
          count={statusFor.ids.length}
          onClose={() => setStatusFor(null)}
          onSubmit={async (v) => {
            const r = await setStatus({
              ids: statusFor.ids,
              status: v.status,
              reason: v.reason,
              templateId: v.templateId,
            })
              .unwrap()
              .catch((e) => {
                throw new Error(errorMessageOf(e));
              });
            statusFor.clear();
            notify(r.message);
          }}
        />
      )}
    </>
  );
};

export default function ApplicantTrackerPage() {
  return <ApplicantTracker archived={false} />;
}
