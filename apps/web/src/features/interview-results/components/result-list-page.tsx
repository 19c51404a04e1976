import { INTERVIEW_STATUSES, optionsOf, RESULT_OUTCOMES } from '@ats/contract';
import type { ReactNode } from 'react';
import { ArchiveRowButton, type BulkTrigger, useArchiveActions } from '../../../entities/applicants';
import {
  ExportButton,
  type FilterDefinition,
  ListPage,
  type ListPageProps,
  type SortOption,
} from '../../../shared/list';
import type { ResultKind } from '../result-kinds';
import { ResultBulkActions } from './result-bulk-actions';
import { ResultsNotAllowed } from './result-columns';

/** The filters every result list has: the status, and the result where the kind is scored. */
export const resultFilters = (kind: ResultKind): FilterDefinition[] => [
  { key: 'status', label: 'Status', options: optionsOf(INTERVIEW_STATUSES) },
  ...(kind.score ? [{ key: 'outcome', label: 'Result', options: optionsOf(RESULT_OUTCOMES) }] : []),
];

type Params = Record<string, string | number | undefined>;

/**
 * A list of results (applicant interviews or test results) and its archived version: the list
 * page with the result's sorts, the export of the list or of the selected rows, archive and
 * unarchive (a row's own button and in bulk, with undo), or a notice for a role that cannot see it.
 */
export function ResultListPage<T extends { id: string }>({
  kind,
  archived,
  allowed,
  notAllowedMessage,
  nameSort,
  exportPath,
  exportParams,
  exportName,
  selectedExportParams = {},
  toolbarExtra,
  base,
  canArchive,
  canUnarchive,
  archive,
  unarchive,
  rowName,
  ...list
}: Omit<
  ListPageProps<T>,
  'sortOptions' | 'toolbarExtra' | 'rowHref' | 'bulkActions' | 'rowActions' | 'exportParams'
> & {
  kind: ResultKind;
  archived: boolean;
  allowed: boolean;
  notAllowedMessage: string;
  /** The sort by the row's name (applicant or email), after the date and score sorts. */
  nameSort: SortOption;
  exportPath: string;
  /** The list's query, which the export of the whole list takes. */
  exportParams: Params;
  /** The CSV's name without `.csv`: `-archived` or `-selected` is added. */
  exportName: string;
  /** What the export of selected rows takes besides their ids. */
  selectedExportParams?: Record<string, string | number>;
  toolbarExtra?: ReactNode;
  /** The path of a row's result is `${base}/${id}`. */
  base: string;
  canArchive: boolean;
  canUnarchive: boolean;
  archive: BulkTrigger;
  unarchive: BulkTrigger;
  /** How the archive button names a row, e.g. 'test result of ana@example.com'. */
  rowName: (row: T) => string;
}) {
  const archiving = useArchiveActions(archive, unarchive);
  const archivedParam: Record<string, number> = archived ? { archived: 1 } : {};
  if (!allowed) return <ResultsNotAllowed title={list.title} message={notAllowedMessage} />;
  return (
    <ListPage
      {...list}
      sortOptions={[
        { value: '-createdAt', label: 'Newest' },
        { value: '-submittedAt', label: 'Recently submitted' },
        ...(kind.score ? [{ value: '-score', label: `Highest ${kind.score.header}` }] : []),
        nameSort,
        { value: 'status', label: 'Status' },
      ]}
      toolbarExtra={
        <>
          <ExportButton
            path={exportPath}
            params={exportParams}
            filename={`${exportName}${archived ? '-archived' : ''}.csv`}
          />
          {toolbarExtra}
        </>
      }
      rowHref={(r) => `${base}/${r.id}`}
      bulkActions={(ids, clear) => (
        <ResultBulkActions
          archived={archived}
          canArchive={canArchive}
          canUnarchive={canUnarchive}
          onArchive={() => archiving.doArchive(ids, clear)}
          onUnarchive={() => archiving.doUnarchive(ids, clear)}
          exportPath={exportPath}
          exportParams={{ ...selectedExportParams, ids: ids.join(','), ...archivedParam }}
          exportFilename={`${exportName}-selected.csv`}
        />
      )}
      rowActions={(r) =>
        (archived ? canUnarchive : canArchive) && (
          <ArchiveRowButton
            archived={archived}
            name={rowName(r)}
            onClick={() => (archived ? archiving.doUnarchive([r.id]) : archiving.doArchive([r.id]))}
          />
        )
      }
    />
  );
}
