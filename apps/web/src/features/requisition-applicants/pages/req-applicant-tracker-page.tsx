import { APPLICANT_STATUSES, DECLINE_REASONS, optionsOf, type TRequisitionApplicant } from '@ats/contract';
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
import { useLobChoices, useRequisitionOptionsQuery } from '../../../entities/lookups';
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
  useArchiveRequisitionApplicantsMutation,
  useListRequisitionApplicantsInfiniteQuery,
  useRequisitionApplicantsStatusMutation,
  useUnarchiveRequisitionApplicantsMutation,
} from '../api';

const fmtDate = (iso: string | null) => formatDate(iso);

/** `createdFrom` / `createdTo` in the URL and the API query. */
const DATE_RANGES: DateRangeDefinition[] = [{ key: 'created', label: 'Applied' }];

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
  {
    key: 'status',
    header: 'Status',
    render: (r) => <StatusChip status={r.status} reason={r.reason} completedAt={r.completedAt} />,
  },
  { key: 'completedAt', header: 'Completed', hideBelow: 'sm', render: (r) => fmtDate(r.completedAt) },
];

/** The Requisition Applicant Tracker, and its archived view under /archived-items. */
export const RequisitionApplicantTracker = ({ archived }: { archived: boolean }) => {
  const requisitions = useRequisitionOptionsQuery(undefined).data;
  const lobs = useLobChoices();
  const tagFilter = useTagFilter('requisition');
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
      tagFilter,
    ],
    [requisitions, lobs, tagFilter],
  );
  const params = useListParams({ filters, dateRanges: DATE_RANGES, defaultSort: '-createdAt' });
  const queryArg = useMemo(
    () => ({ ...params.queryArg, ...(archived ? { archived: 1 } : {}) }),
    [params.queryArg, archived],
  );
  const list = toKeysetList(useListRequisitionApplicantsInfiniteQuery(queryArg));
  const [statusFor, setStatusFor] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [sendTo, setSendTo] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [assessTo, setAssessTo] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [setStatus] = useRequisitionApplicantsStatusMutation();
  const [archive] = useArchiveRequisitionApplicantsMutation();
  const [unarchive] = useUnarchiveRequisitionApplicantsMutation();
  const canEdit = useCan('req-applicant-tracker', 'edit');
  const canDelete = useCan('req-applicant-tracker', 'delete');
  const canUnarchive = useCan('archived-items', 'edit');
  const base = archived ? '/archived-items/req-applicant-tracker' : '/talent-discovery/req-applicant-tracker';

  const { doArchive, doUnarchive } = useArchiveActions(archive, unarchive);

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
        dateRanges={DATE_RANGES}
        searchLabel="Search name, email or phone"
        sortOptions={[
          { value: '-createdAt', label: 'Newest' },
          { value: 'createdAt', label: 'Oldest' },
          { value: 'name', label: 'Name' },
          { value: '-completedAt', label: 'Completed' },
          { value: '-statusChangedAt', label: 'Status changed' },
          { value: 'status', label: 'Status' },
        ]}
        exportPath={archived ? undefined : '/requisitions/applicant/export'}
        exportParams={queryArg}
        exportFilename="requisition-applicants.csv"
        rowHref={(r) => `${base}/${r.id}`}
        actions={archived ? undefined : <SavedViewsMenu list="req-applicant-tracker" />}
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
          (archived ? canUnarchive : canDelete) && (
            <ArchiveRowButton
              archived={archived}
              name={`${r.firstName} ${r.lastName}`}
              onClick={() => (archived ? doUnarchive([r.id]) : doArchive([r.id]))}
            />
          )
        }
        empty={
          archived
            ? 'No archived requisition applicants.'
            : 'No applicants yet. They arrive through the public application form.'
        }
      />
      {assessTo && (
        <SendAssessmentDialog
          recipients={list.items
            .filter((r) => assessTo.ids.includes(r.id))
            .map((r) => ({
              applicantId: r.id,
              applicantKind: 'requisition',
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
              applicantKind: 'requisition',
              name: `${r.firstName} ${r.lastName}`.trim() || r.email,
            }))}
          onClose={() => setSendTo(null)}
          onSent={sendTo.clear}
        />
      )}
      {statusFor && (
        <StatusDialog
          count={statusFor.ids.length}
          candidateEmail={{}}
          templated
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
