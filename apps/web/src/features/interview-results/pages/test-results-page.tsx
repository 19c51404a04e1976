import { TEST_RESULT_KINDS, type TTestResultListItem } from '@ats/contract';
import { useMemo } from 'react';
import {
  type ColumnDefinition,
  type DateRangeDefinition,
  type FilterDefinition,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import {
  useArchiveTestResultsMutation,
  useListTestResultsInfiniteQuery,
  useUnarchiveTestResultsMutation,
} from '../api';
import { accuracyOf, fmtDate } from '../components/format';
import { scoreColumns, statusColumn } from '../components/result-columns';
import { ResultListPage, resultFilters } from '../components/result-list-page';
import { useResultPermissions } from '../hooks/use-result-permissions';
import { useResultRoute } from '../hooks/use-result-route';
import { resultPaths } from '../result-kinds';

const DATE_RANGES: DateRangeDefinition[] = [{ key: 'submitted', label: 'Submitted' }];

/** Test results (someone piloting the content with an email), and their archived version. */
export default function TestResultsPage() {
  const { kind, archived } = useResultRoute();
  const perms = useResultPermissions(kind);
  const allowed = perms.viewTests;
  const filters: FilterDefinition[] = useMemo(() => resultFilters(kind), [kind]);
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
  return (
    <ResultListPage
      kind={kind}
      archived={archived}
      allowed={allowed}
      notAllowedMessage="Your role cannot view these test results."
      title={title}
      description={
        archived
          ? 'Archived test results. Unarchive to bring them back to Testing Results.'
          : `People who took a ${kind.noun} test from its test link, with the email they gave.`
      }
      params={params}
      list={list}
      columns={columns}
      searchLabel="Search email or test"
      nameSort={{ value: 'email', label: 'Email' }}
      exportPath={exportPath}
      exportParams={query}
      exportName={`testing-${kind.slug}`}
      base={base}
      canArchive={perms.archiveTests}
      canUnarchive={perms.unarchiveTests}
      archive={({ ids }) => archiveTests({ kind: kind.testKind, ids })}
      unarchive={({ ids }) => unarchiveTests({ kind: kind.testKind, ids })}
      rowName={(r) => `test result of ${r.email}`}
      empty={
        archived
          ? 'No archived test results.'
          : `No test results yet. Anyone with a ${kind.noun} test link appears here once they start.`
      }
    />
  );
}
