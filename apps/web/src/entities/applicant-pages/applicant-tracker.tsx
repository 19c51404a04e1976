import { APPLICANT_STATUSES, DECLINE_REASONS, optionsOf, type TApplicantKind } from '@ats/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import {
  type ColumnDefinition,
  type DateRangeDefinition,
  type FilterDefinition,
  type KeysetList,
  ListPage,
  type ListQueryArg,
  type SortOption,
  useListParams,
} from '../../shared/list';
import { notify } from '../../shared/notify/notify';
import { useCan } from '../../shared/permissions/use-can';
import {
  ApplicantBulkActions,
  ArchiveRowButton,
  type BulkTrigger,
  SendAssessmentDialog,
  SendInterviewDialog,
  type StatusChange,
  StatusDialog,
  useArchiveActions,
} from '../applicants';
import { useLobChoices } from '../lookups';
import { SavedViewsMenu } from '../saved-views';
import { useTagFilter } from '../tags';

/** What every applicant row has, whatever its kind. */
export interface TrackerRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The fixed part of one kind's tracker: its menu item, words, columns, sorts and export. */
export interface ApplicantTrackerView<Row extends TrackerRow> {
  kind: TApplicantKind;
  /** The menu item: its permissions and its saved views. */
  menuId: 'applicant-tracker' | 'req-applicant-tracker';
  title: string;
  /** Plural, lower case: "manual applicants", "requisition applicants". */
  noun: string;
  /** Shown when the list, or its archived view, is empty. */
  empty: { active: string; archived: string };
  /** Label of the `created` date range ("Added", "Applied"). */
  createdLabel: string;
  columns: ColumnDefinition<Row>[];
  /** The kind's own sorts, offered after "Name" (the tracker adds newest, oldest, name and status). */
  kindSorts?: SortOption[];
  exportPath: string;
  exportFilename: string;
  /** Where a row opens, in the tracker and in its archived view (none: rows open nothing). */
  rowHref: { active: (row: Row) => string; archived?: (row: Row) => string };
  /** The status dialog offers the status email (requisition applicants). */
  statusEmail?: boolean;
  /** The kind's list query (a hook). */
  useList: (arg: ListQueryArg) => KeysetList<Row>;
  /** The kind's status, archive and unarchive mutations (a hook). */
  useMutations: () => TrackerMutations;
}

interface TrackerMutations {
  setStatus: (ids: string[], v: StatusChange) => Promise<{ message: string }>;
  archive: BulkTrigger;
  unarchive: BulkTrigger;
}

type Selection = { ids: string[]; clear: () => void };

/** The tracker's sorts, the kind's own between "Name" and "Status changed". */
const sortOptionsOf = (kindSorts: SortOption[] = []): SortOption[] => [
  { value: '-createdAt', label: 'Newest' },
  { value: 'createdAt', label: 'Oldest' },
  { value: 'name', label: 'Name' },
  ...kindSorts,
  { value: '-statusChangedAt', label: 'Status changed' },
  { value: 'status', label: 'Status' },
];

const nameOf = (r: TrackerRow) => `${r.firstName} ${r.lastName}`.trim() || r.email;

/**
 * One applicant tracker for both kinds (manual and requisition applicants) and their archived
 * views: the list with status, reason, the kind's own filters and tags; saved views; bulk status,
 * interview, assessment and archive actions. The kind gives its view (with its list query and its
 * mutations); `actions` and `rowActions` add the kind's own buttons (the manual tracker's "New
 * applicant", edit and add to a requisition).
 */
export const ApplicantTracker = <Row extends TrackerRow>(p: {
  view: ApplicantTrackerView<Row>;
  archived: boolean;
  /** The kind's own filters (between the reason and the line of business), memoised. */
  kindFilters: FilterDefinition[];
  actions?: ReactNode;
  rowActions?: (row: Row) => ReactNode;
  children?: ReactNode;
}) => {
  const { view, archived } = p;
  const tagFilter = useTagFilter(view.kind);
  const lobOptions = useLobChoices();
  const filters: FilterDefinition[] = useMemo(
    () => [
      { key: 'status', label: 'Status', options: optionsOf(APPLICANT_STATUSES) },
      {
        key: 'reason',
        label: 'Reason',
        options: optionsOf(DECLINE_REASONS).map((o) => ({ value: o.value, label: `${o.value} ${o.label}` })),
      },
      ...p.kindFilters,
      { key: 'lineOfBusiness', label: 'Line of business', options: lobOptions ?? [] },
      tagFilter,
    ],
    [p.kindFilters, lobOptions, tagFilter],
  );
  /** `createdFrom` / `createdTo` in the URL and the API query. */
  const dateRanges: DateRangeDefinition[] = useMemo(
    () => [{ key: 'created', label: view.createdLabel }],
    [view.createdLabel],
  );
  const params = useListParams({ filters, dateRanges, defaultSort: '-createdAt' });
  const queryArg = useMemo(
    () => ({ ...params.queryArg, ...(archived ? { archived: 1 } : {}) }),
    [params.queryArg, archived],
  );
  const list = view.useList(queryArg);
  const mutations = view.useMutations();
  const sortOptions = useMemo(() => sortOptionsOf(view.kindSorts), [view.kindSorts]);
  const [statusFor, setStatusFor] = useState<Selection | null>(null);
  const [sendTo, setSendTo] = useState<Selection | null>(null);
  const [assessTo, setAssessTo] = useState<Selection | null>(null);
  const canEdit = useCan(view.menuId, 'edit');
  const canDelete = useCan(view.menuId, 'delete');
  const canUnarchive = useCan('archived-items', 'edit');
  const { doArchive, doUnarchive } = useArchiveActions(mutations.archive, mutations.unarchive);
  const recipients = (s: Selection) =>
    list.items
      .filter((r) => s.ids.includes(r.id))
      .map((r) => ({ applicantId: r.id, applicantKind: view.kind, name: nameOf(r) }));

  return (
    <>
      <ListPage
        title={archived ? `${view.title} (Archived)` : view.title}
        description={
          archived ? `Archived ${view.noun}. Unarchive to bring them back to the tracker.` : undefined
        }
        params={params}
        list={list}
        columns={view.columns}
        searchLabel="Search name, email or phone"
        sortOptions={sortOptions}
        exportPath={archived ? undefined : view.exportPath}
        exportParams={queryArg}
        exportFilename={view.exportFilename}
        rowHref={archived ? view.rowHref.archived : view.rowHref.active}
        actions={
          archived ? undefined : (
            <>
              <SavedViewsMenu list={view.menuId} />
              {p.actions}
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
              {p.rowActions?.(r)}
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
        empty={archived ? view.empty.archived : view.empty.active}
      />
      {p.children}
      {assessTo && (
        <SendAssessmentDialog
          recipients={recipients(assessTo)}
          onClose={() => setAssessTo(null)}
          onSent={assessTo.clear}
        />
      )}
      {sendTo && (
        <SendInterviewDialog
          recipients={recipients(sendTo)}
          onClose={() => setSendTo(null)}
          onSent={sendTo.clear}
        />
      )}
      {statusFor && (
        <StatusDialog
          templated
          count={statusFor.ids.length}
          candidateEmail={view.statusEmail ? {} : undefined}
          onClose={() => setStatusFor(null)}
          onSubmit={async (v) => {
            const r = await mutations.setStatus(statusFor.ids, v).catch((e) => {
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
