import {
  INTERVIEW_STATUSES,
  optionsOf,
  RESULT_OUTCOMES,
  type TApplicantInterviewListItem,
} from '@ats/contract';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ArchiveRowButton, useArchiveActions } from '../../../entities/applicants';
import { useLobChoices, useRequisitionOptionsQuery } from '../../../entities/lookups';
import {
  type ColumnDefinition,
  type DateRangeDefinition,
  ExportButton,
  type FilterDefinition,
  ListPage,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useArchiveInterviewResultsMutation,
  useListInterviewResultsInfiniteQuery,
  useUnarchiveInterviewResultsMutation,
} from '../api';
import { accuracyOf, fmtDate } from '../components/format';
import { ResultBulkActions } from '../components/result-bulk-actions';
import { ResultsNotAllowed, scoreColumns, statusColumn } from '../components/result-columns';
import { useResultPermissions } from '../hooks/use-result-permissions';
import { useResultRoute } from '../hooks/use-result-route';
import { resultPaths } from '../result-kinds';

const DATE_RANGES: DateRangeDefinition[] = [
  { key: 'created', label: 'Created' },
  { key: 'submitted', label: 'Submitted' },
];

/** Applicant interviews of one type (typing assessments…), and their archived version. */
export default function InterviewResultsPage() {
  const { kind, archived } = useResultRoute();
  const perms = useResultPermissions(kind);
  const allowed = perms.view;
  const canPickRequisitions = useCan('requisitions');
  const requisitions = useRequisitionOptionsQuery(undefined, { skip: !canPickRequisitions }).data;
  const lobs = useLobChoices({ skip: !canPickRequisitions });
  const filters: FilterDefinition[] = useMemo(
    () => [
      { key: 'status', label: 'Status', options: optionsOf(INTERVIEW_STATUSES) },
      ...(kind.score ? [{ key: 'outcome', label: 'Result', options: optionsOf(RESULT_OUTCOMES) }] : []),
      ...(canPickRequisitions
        ? [
            { key: 'requisition', label: 'Requisition', options: requisitions ?? [] },
            { key: 'lineOfBusiness', label: 'Line of business', options: lobs ?? [] },
          ]
        : []),
    ],
    [kind.score, canPickRequisitions, requisitions, lobs],
  );
  const params = useListParams({ filters, dateRanges: DATE_RANGES, defaultSort: '-createdAt' });
  const queryArg = useMemo(
    () => ({ ...params.queryArg, type: kind.interviewType, ...(archived ? { archived: 1 } : {}) }),
    [params.queryArg, kind.interviewType, archived],
  );
  const list = toKeysetList(useListInterviewResultsInfiniteQuery(queryArg, { skip: !allowed }));
  const hasAccuracy = list.items.some((r) => accuracyOf(r) !== null);
  const [archive] = useArchiveInterviewResultsMutation();
  const [unarchive] = useUnarchiveInterviewResultsMutation();
  const archiving = useArchiveActions(archive, unarchive);
  const base = resultPaths(kind.slug).interviews(archived);

  const columns: ColumnDefinition<TApplicantInterviewListItem>[] = useMemo(
    () => [
      {
        key: 'applicantName',
        header: 'Applicant',
        render: (r) => r.applicantName || r.applicantEmail || '—',
      },
      {
        key: 'requisition',
        header: 'Requisition',
        hideBelow: 'md',
        render: (r) =>
          r.requisition ? `${r.requisition.requisitionUid} · ${r.requisition.name}` : 'Manual applicant',
      },
      { key: 'lob', header: 'Line of business', hideBelow: 'lg', render: (r) => r.lob?.name ?? '—' },
      {
        key: 'referenceName',
        header: 'Test',
        hideBelow: 'lg',
        render: (r) => r.referenceName || '(deleted)',
      },
      statusColumn<TApplicantInterviewListItem>(),
      ...scoreColumns<TApplicantInterviewListItem>(kind.score, hasAccuracy),
      { key: 'sentAt', header: 'Sent', hideBelow: 'md', render: (r) => fmtDate(r.sentAt ?? r.createdAt) },
      { key: 'submittedAt', header: 'Submitted', hideBelow: 'md', render: (r) => fmtDate(r.submittedAt) },
    ],
    [kind.score, hasAccuracy],
  );

  const title = archived ? `${kind.title} (Archived)` : kind.title;
  if (!allowed)
    return <ResultsNotAllowed title={title} message={`Your role cannot view ${kind.title.toLowerCase()}.`} />;
  return (
    <ListPage
      title={title}
      description={
        archived
          ? `Archived ${kind.noun}s. Unarchive to bring them back to ${kind.title}.`
          : `Every ${kind.noun} sent to an applicant, with its status and result.`
      }
      params={params}
      list={list}
      columns={columns}
      filters={filters}
      dateRanges={DATE_RANGES}
      searchLabel="Search applicant, email or test"
      sortOptions={[
        { value: '-createdAt', label: 'Newest' },
        { value: '-submittedAt', label: 'Recently submitted' },
        ...(kind.score ? [{ value: '-score', label: `Highest ${kind.score.header}` }] : []),
        { value: 'applicantName', label: 'Applicant' },
        { value: 'status', label: 'Status' },
      ]}
      toolbarExtra={
        <>
          <ExportButton
            path="/applicant-interviews/export"
            params={queryArg}
            filename={`${kind.slug}${archived ? '-archived' : ''}.csv`}
          />
          {kind.interviewType === 'resume-profile' && !archived && (
            <Button component={RouterLink} to="/talent-discovery/resume-screen-results/fairness">
              Fairness report
            </Button>
          )}
        </>
      }
      rowHref={(r) => `${base}/${r.id}`}
      bulkActions={(ids, clear) => (
        <ResultBulkActions
          archived={archived}
          canArchive={perms.archive}
          canUnarchive={perms.unarchive}
          onArchive={() => archiving.doArchive(ids, clear)}
          onUnarchive={() => archiving.doUnarchive(ids, clear)}
          exportPath="/applicant-interviews/export"
          exportParams={{
            type: kind.interviewType,
            ids: ids.join(','),
            ...(archived ? { archived: 1 } : {}),
          }}
          exportFilename={`${kind.slug}-selected.csv`}
        />
      )}
      rowActions={(r) =>
        (archived ? perms.unarchive : perms.archive) && (
          <ArchiveRowButton
            archived={archived}
            name={`${kind.noun} of ${r.applicantName || r.applicantEmail}`}
            onClick={() => (archived ? archiving.doUnarchive([r.id]) : archiving.doArchive([r.id]))}
          />
        )
      }
      empty={
        archived
          ? `No archived ${kind.noun}s.`
          : (kind.notYet ?? `No ${kind.noun}s yet. Send one from an applicant's page with "Send interview".`)
      }
    />
  );
}
