import { APPLICANT_STATUSES, DECLINE_REASONS, optionsOf, type TRequisitionApplicant } from '@ats/contract';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
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
  useApplicantLineOfBusinessOptionsQuery,
  useApplicantRequisitionOptionsQuery,
  useArchiveRequisitionApplicantsMutation,
  useListRequisitionApplicantsInfiniteQuery,
  useRequisitionApplicantsStatusMutation,
  useUnarchiveRequisitionApplicantsMutation,
} from '../api';
import { DateRangeFilter } from '../components/date-range-filter';
import { StatusChip } from '../components/status-chip';
import { StatusDialog } from '../components/status-dialog';
import { useDateRange } from '../hooks/use-date-range';

const fmtDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
    : '—';

const columns: ColumnDefinition<TRequisitionApplicant>[] = [
  { key: 'name', header: 'Name', render: (r) => `${r.firstName} ${r.lastName}`.trim() || '(no name yet)' },
  {
    key: 'requisition',
    header: 'Requisition',
    hideBelow: 'md',
    render: (r) => `${r.requisition.requisitionUid} · ${r.requisition.name}`,
  },
  { key: 'lob', header: 'Line of business', hideBelow: 'lg', render: (r) => r.requisition.lob.name },
  { key: 'email', header: 'Email', hideBelow: 'lg', render: (r) => r.email || '—' },
  { key: 'status', header: 'Status', render: (r) => <StatusChip status={r.status} reason={r.reason} /> },
  { key: 'completedAt', header: 'Completed', hideBelow: 'sm', render: (r) => fmtDate(r.completedAt) },
];

/** The Requisition Applicant Tracker, and its archived view under /archived-items. */
export const RequisitionApplicantTracker = ({ archived }: { archived: boolean }) => {
  const requisitions = useApplicantRequisitionOptionsQuery().data;
  const lobs = useApplicantLineOfBusinessOptionsQuery().data;
  const filters: FilterDefinition[] = useMemo(
    () => [
      { key: 'status', label: 'Status', options: optionsOf(APPLICANT_STATUSES) },
      {
        key: 'reason',
        label: 'Reason',
        options: optionsOf(DECLINE_REASONS).map((o) => ({ value: o.value, label: `${o.value} ${o.label}` })),
      },
      { key: 'requisition', label: 'Requisition', options: requisitions ?? [] },
      { key: 'lineOfBusiness', label: 'Line of business', options: lobs ?? [] },
    ],
    [requisitions, lobs],
  );
  const params = useListParams({ filters, defaultSort: '-createdAt' });
  const dates = useDateRange();
  const queryArg = useMemo(
    () => ({ ...params.queryArg, ...dates.arg, ...(archived ? { archived: 1 } : {}) }),
    [params.queryArg, dates.arg, archived],
  );
  const list = toKeysetList(useListRequisitionApplicantsInfiniteQuery(queryArg));
  const [statusFor, setStatusFor] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [setStatus] = useRequisitionApplicantsStatusMutation();
  const [archive] = useArchiveRequisitionApplicantsMutation();
  const [unarchive] = useUnarchiveRequisitionApplicantsMutation();
  const canEdit = useCan('req-applicant-tracker', 'edit');
  const canDelete = useCan('req-applicant-tracker', 'delete');
  const canUnarchive = useCan('archived-items', 'edit');
  const base = archived ? '/archived-items/req-applicant-tracker' : '/talent-discovery/req-applicant-tracker';

  const run = async (action: () => Promise<{ message: string }>, undo?: () => void) => {
    try {
      const r = await action();
      notify(r.message, undo ? { onUndo: undo } : undefined);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  return (
    <>
      <ListPage
        title={archived ? 'Requisition Applicant Tracker (Archived)' : 'Requisition Applicant Tracker'}
        description={
          archived
            ? 'Archived requisition applicants. Unarchive to bring them back to the tracker.'
            : undefined
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
          { value: '-completedAt', label: 'Completed' },
          { value: '-statusChangedAt', label: 'Status changed' },
          { value: 'status', label: 'Status' },
        ]}
        toolbarExtra={
          <>
            <DateRangeFilter {...dates} label="Applied" />
            {!archived && (
              <ExportButton
                path="/requisitions/applicant/export"
                params={queryArg}
                filename="requisition-applicants.csv"
              />
            )}
          </>
        }
        rowHref={(r) => `${base}/${r.id}`}
        bulkActions={(ids, clear) =>
          archived ? (
            canUnarchive && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<Unarchive />}
                onClick={() =>
                  run(async () => {
                    const r = await unarchive({ ids }).unwrap();
                    clear();
                    return r;
                  })
                }
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
                  onClick={() =>
                    run(
                      async () => {
                        const r = await archive({ ids }).unwrap();
                        clear();
                        return r;
                      },
                      () => void unarchive({ ids }),
                    )
                  }
                >
                  Archive
                </Button>
              )}
              <ExportButton
                path="/requisitions/applicant/export"
                params={{ ids: ids.join(',') }}
                filename="requisition-applicants.csv"
              />
            </>
          )
        }
        rowActions={(r) =>
          archived
            ? canUnarchive && (
                <Tooltip title="Unarchive">
                  <IconButton
                    aria-label={`Unarchive ${r.firstName} ${r.lastName}`}
                    onClick={() => run(() => unarchive({ ids: [r.id] }).unwrap())}
                  >
                    <Unarchive fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            : canDelete && (
                <Tooltip title="Archive">
                  <IconButton
                    aria-label={`Archive ${r.firstName} ${r.lastName}`}
                    onClick={() =>
                      run(
                        () => archive({ ids: [r.id] }).unwrap(),
                        () => void unarchive({ ids: [r.id] }),
                      )
                    }
                  >
                    <Archive fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
        }
        empty={
          archived
            ? 'No archived requisition applicants.'
            : 'No applicants yet. They arrive through the public application form.'
        }
      />
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

export default function ReqApplicantTrackerPage() {
  return <RequisitionApplicantTracker archived={false} />;
}
