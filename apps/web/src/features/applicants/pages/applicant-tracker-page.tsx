import {
  APPLICANT_SOURCES,
  APPLICANT_STATUSES,
  DECLINE_REASONS,
  labelOf,
  optionsOf,
  type TApplicantListItem,
} from '@ats/contract';
import Archive from '@mui/icons-material/Archive';
import Edit from '@mui/icons-material/Edit';
import Unarchive from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { errorMessageOf } from '../../../shared/api-error';
import {
  type ColumnDefinition,
  ExportButton,
  type FilterDefinition,
  ListPage,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useApplicantLobOptionsQuery,
  useApplicantsStatusMutation,
  useArchiveApplicantsMutation,
  useListApplicantsInfiniteQuery,
  useUnarchiveApplicantsMutation,
} from '../api';
import { ApplicantDialog } from '../components/applicant-dialog';
import { DateRangeFilter } from '../components/date-range-filter';
import { StatusDialog } from '../components/status-dialog';
import { useDateRange } from '../hooks/use-date-range';

const fmtDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

const columns: ColumnDefinition<TApplicantListItem>[] = [
  { key: 'name', header: 'Name', render: (r) => `${r.firstName} ${r.lastName}` },
  { key: 'email', header: 'Email', hideBelow: 'md', render: (r) => r.email || '—' },
  { key: 'phone', header: 'Phone', hideBelow: 'lg', render: (r) => r.phone || '—' },
  { key: 'lob', header: 'Line of business', hideBelow: 'lg', render: (r) => r.lob?.name ?? '—' },
  { key: 'source', header: 'Source', hideBelow: 'md', render: (r) => labelOf(APPLICANT_SOURCES, r.source) },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Chip
        size="small"
        label={
          r.reason
            ? `${labelOf(APPLICANT_STATUSES, r.status)} · ${r.reason}`
            : labelOf(APPLICANT_STATUSES, r.status)
        }
        title={r.reason ? labelOf(DECLINE_REASONS, r.reason) : undefined}
        color={
          r.status === 'declined'
            ? 'default'
            : r.status === 'offer_accepted' || r.status === 'complete'
              ? 'success'
              : 'primary'
        }
        variant="outlined"
      />
    ),
  },
  { key: 'createdAt', header: 'Added', hideBelow: 'sm', render: (r) => fmtDate(r.createdAt) },
];

/** The Manual Applicant Tracker, and its archived view under /archived-items. */
export const ApplicantTracker = ({ archived }: { archived: boolean }) => {
  const lobOptions = useApplicantLobOptionsQuery().data;
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
    ],
    [lobOptions],
  );
  const params = useListParams({ filters, defaultSort: '-createdAt' });
  const dates = useDateRange();
  const queryArg = useMemo(
    () => ({ ...params.queryArg, ...dates.arg, ...(archived ? { archived: 1 } : {}) }),
    [params.queryArg, dates.arg, archived],
  );
  const list = toKeysetList(useListApplicantsInfiniteQuery(queryArg));
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [statusFor, setStatusFor] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [setStatus] = useApplicantsStatusMutation();
  const [archive] = useArchiveApplicantsMutation();
  const [unarchive] = useUnarchiveApplicantsMutation();
  const canEdit = useCan('applicant-tracker', 'edit');
  const canDelete = useCan('applicant-tracker', 'delete');
  const canUnarchive = useCan('archived-items', 'edit');

  const doArchive = async (ids: string[], clear?: () => void) => {
    try {
      const r = await archive({ ids }).unwrap();
      clear?.();
      notify(r.message, { onUndo: () => void unarchive({ ids }) });
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const doUnarchive = async (ids: string[], clear?: () => void) => {
    try {
      const r = await unarchive({ ids }).unwrap();
      clear?.();
      notify(r.message);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

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
        searchLabel="Search name, email or phone"
        sortOptions={[
          { value: '-createdAt', label: 'Newest' },
          { value: 'createdAt', label: 'Oldest' },
          { value: 'name', label: 'Name' },
          { value: '-statusChangedAt', label: 'Status changed' },
          { value: 'status', label: 'Status' },
        ]}
        toolbarExtra={
          <>
            <DateRangeFilter {...dates} />
            {!archived && (
              <ExportButton path="/applicants/export" params={queryArg} filename="manual-applicants.csv" />
            )}
          </>
        }
        actions={
          !archived && canEdit ? (
            <Button variant="contained" onClick={() => setEditing(null)}>
              New applicant
            </Button>
          ) : undefined
        }
        bulkActions={(ids, clear) =>
          archived ? (
            canUnarchive && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<Unarchive />}
                onClick={() => doUnarchive(ids, clear)}
              >
                Unarchive
              </Button>
            )
          ) : (
            <>
              {canEdit && (
                <Button size="small" variant="outlined" onClick={() => setStatusFor({ ids, clear })}>
                  Change status
                </Button>
              )}
              {canDelete && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Archive />}
                  onClick={() => doArchive(ids, clear)}
                >
                  Archive
                </Button>
              )}
              <ExportButton
                path="/applicants/export"
                params={{ ids: ids.join(',') }}
                filename="manual-applicants.csv"
              />
            </>
          )
        }
        rowActions={(r) =>
          archived ? (
            canUnarchive && (
              <Tooltip title="Unarchive">
                <IconButton
                  aria-label={`Unarchive ${r.firstName} ${r.lastName}`}
                  onClick={() => doUnarchive([r.id])}
                >
                  <Unarchive fontSize="small" />
                </IconButton>
              </Tooltip>
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
              {canDelete && (
                <Tooltip title="Archive">
                  <IconButton
                    aria-label={`Archive ${r.firstName} ${r.lastName}`}
                    onClick={() => doArchive([r.id])}
                  >
                    <Archive fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </>
          )
        }
        empty={archived ? 'No archived applicants.' : 'No applicants yet. Add one with "New applicant".'}
      />
      {editing !== undefined && (
        <ApplicantDialog applicantId={editing} onClose={() => setEditing(undefined)} />
      )}
      {statusFor && (
        <StatusDialog
          count={statusFor.ids.length}
          onClose={() => setStatusFor(null)}
          onSubmit={async (v) => {
            const r = await setStatus({ ids: statusFor.ids, ...v })
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
