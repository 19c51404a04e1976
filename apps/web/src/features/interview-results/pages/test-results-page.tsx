import {
  INTERVIEW_STATUSES,
  optionsOf,
  RESULT_OUTCOMES,
  TEST_RESULT_KINDS,
  type TTestResultListItem,
} from '@ats/contract';
import { useMemo } from 'react';
import { ArchiveRowButton, useArchiveActions } from '../../../entities/applicants';
import {
  type ColumnDefinition,
  type DateRangeDefinition,
  ExportButton,
  type FilterDefinition,
  ListPage,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import {
  useArchiveTestResultsMutation,
  useListTestResultsInfiniteQuery,
  useUnarchiveTestResultsMutation,
} from '../api';
import { accuracyOf, fmtDate } from '../components/format';
import { ResultBulkActions } from '../components/result-bulk-actions';
import { ResultsNotAllowed, scoreColumns, statusColumn } from '../components/result-columns';
import { useResultPermissions } from '../hooks/use-result-permissions';
import { useResultRoute } from '../hooks/use-result-route';
import { resultPaths } from '../result-kinds';

const DATE_RANGES: DateRangeDefinition[] = [{ key: 'submitted', label: 'Submitted' }];

/** Test results (someone piloting the content with an email), and their archived version. */
export default function TestResultsPage() {
  const { kind, archived } = useResultRoute();
  const perms = useResultPermissions(kind);
  const allowed = perms.viewTests;
  const filters: FilterDefinition[] = useMemo(
    () => [
      { key: 'status', label: 'Status', options: optionsOf(INTERVIEW_STATUSES) },
      ...(kind.score ? [{ key: 'outcome', label: 'Result', options: optionsOf(RESULT_OUTCOMES) }] : []),
    ],
    [kind.score],
  );
  const params = useListParams({ filters, dateRanges: DATE_RANGES, defaultSort: '-createdAt' });
  const query = useMemo(
    () => ({ ...params.queryArg, ...(archived ? { archived: 1 } : {}) }),
    [params.queryArg, archived],
  );
  const list = toKeysetList(
    useListTestResultsInfiniteQuery({ kind: kind.testKind, query }, { skip: !allowed }),
  );
  const hasAccuracy = list.items.some((r) => accuracyOf(r) !== null);
  const [archiveTests] = useArchiveTestResultsMutation();
  const [unarchiveTests] = useUnarchiveTestResultsMutation();
  const archiving = useArchiveActions(
    ({ ids }) => archiveTests({ kind: kind.testKind, ids }),
    ({ ids }) => unarchiveTests({ kind: kind.testKind, ids }),
  );
  const base = resultPaths(kind.slug).tests(archived);
  const exportPath = `/${TEST_RESULT_KINDS[kind.testKind].prefix}/export`;

  const columns: ColumnDefinition<TTestResultListItem>[] = useMemo(
    () => [
      { key: 'email', header: 'Email', render: (r) => r.email },
      { key: 'referenceName', header: 'Test', hideBelow: 'md', render: (r) => r.referenceName || 'N/A' },
      statusColumn<TTestResultListItem>(),
      ...scoreColumns<TTestResultListItem>(kind.score, hasAccuracy),
      { key: 'createdAt', header: 'Started', hideBelow: 'md', render: (r) => fmtDate(r.createdAt) },
      { key: 'submittedAt', header: 'Submitted', hideBelow: 'md', render: (r) => fmtDate(r.submittedAt) },
    ],
    [kind.score, hasAccuracy],
  );

  const title = archived ? `Testing: ${kind.title} (Archived)` : `Testing: ${kind.title}`;
  if (!allowed)
    return <ResultsNotAllowed title={title} message="Your role cannot view these test results." />;
  return (
    <ListPage
      title={title}
      description={
        archived
          ? 'Archived test results. Unarchive to bring them back to Testing Results.'
          : `People who took a ${kind.noun} test from its test link, with the email they gave.`
      }
      params={params}
      list={list}
      columns={columns}
      filters={filters}
      dateRanges={DATE_RANGES}
      searchLabel="Search email or test"
      sortOptions={[
        { value: '-createdAt', label: 'Newest' },
        { value: '-submittedAt', label: 'Recently submitted' },
        ...(kind.score ? [{ value: '-score', label: `Highest ${kind.score.header}` }] : []),
        { value: 'email', label: 'Email' },
        { value: 'status', label: 'Status' },
      ]}
      toolbarExtra={
        <ExportButton
          path={exportPath}
          params={query}
          filename={`testing-${kind.slug}${archived ? '-archived' : ''}.csv`}
        />
      }
      rowHref={(r) => `${base}/${r.id}`}
      bulkActions={(ids, clear) => (
        <ResultBulkActions
          archived={archived}
          canArchive={perms.archiveTests}
          canUnarchive={perms.unarchiveTests}
          onArchive={() => archiving.doArchive(ids, clear)}
          onUnarchive={() => archiving.doUnarchive(ids, clear)}
          exportPath={exportPath}
          exportParams={{ ids: ids.join(','), ...(archived ? { archived: 1 } : {}) }}
          exportFilename={`testing-${kind.slug}-selected.csv`}
        />
      )}
      rowActions={(r) =>
        (archived ? perms.unarchiveTests : perms.archiveTests) && (
          <ArchiveRowButton
            archived={archived}
            name={`test result of ${r.email}`}
            onClick={() => (archived ? archiving.doUnarchive([r.id]) : archiving.doArchive([r.id]))}
          />
        )
      }
      empty={
        archived
          ? 'No archived test results.'
          : `No test results yet. Anyone with a ${kind.noun} test link appears here once they start.`
      }
    />
  );
}
