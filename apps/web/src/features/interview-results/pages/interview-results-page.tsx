import type { TApplicantInterviewListItem } from '@ats/contract';
import { STAFF_URLS } from '@ats/contract';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLobChoices, useRequisitionOptionsQuery } from '../../../entities/lookups';
import {
  type ColumnDefinition,
  type DateRangeDefinition,
  type FilterDefinition,
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
import { scoreColumns, statusColumn } from '../components/result-columns';
import { ResultListPage, resultFilters } from '../components/result-list-page';
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
      ...resultFilters(kind),
      ...(canPickRequisitions
        ? [
            { key: 'requisition', label: 'Requisition', options: requisitions ?? [] },
            { key: 'lineOfBusiness', label: 'Line of business', options: lobs ?? [] },
          ]
        : []),
    ],
    [kind, canPickRequisitions, requisitions, lobs],
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
  return (
    <ResultListPage
      kind={kind}
      archived={archived}
      allowed={allowed}
      notAllowedMessage={`Your role cannot view ${kind.title.toLowerCase()}.`}
      title={title}
      description={
        archived
          ? `Archived ${kind.noun}s. Unarchive to bring them back to ${kind.title}.`
          : `Every ${kind.noun} sent to an applicant, with its status and result.`
      }
      params={params}
      list={list}
      columns={columns}
      searchLabel="Search applicant, email or test"
      nameSort={{ value: 'applicantName', label: 'Applicant' }}
      exportPath="/applicant-interviews/export"
      exportParams={queryArg}
      exportName={kind.slug}
      selectedExportParams={{ type: kind.interviewType }}
      toolbarExtra={
        kind.interviewType === 'resume-profile' &&
        !archived && (
          <Button component={RouterLink} to={STAFF_URLS.fairnessReport}>
            Fairness report
          </Button>
        )
      }
      base={base}
      canArchive={perms.archive}
      canUnarchive={perms.unarchive}
      archive={archive}
      unarchive={unarchive}
      rowName={(r) => `${kind.noun} of ${r.applicantName || r.applicantEmail}`}
      empty={
        archived
          ? `No archived ${kind.noun}s.`
          : (kind.notYet ?? `No ${kind.noun}s yet. Send one from an applicant's page with "Send interview".`)
      }
    />
  );
}
