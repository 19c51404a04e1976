import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { PageHeader } from '../ui/page-header';
import type { KeysetList } from './keyset-query';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type { ColumnDefinition, DateRangeDefinition, FilterDefinition, SortOption } from './list-types';
import type { ListParams } from './use-list-params';

export interface ListPageProps<T extends { id: string }> {
  title: string;
  /** The browser tab says "<title> · ATS" (pages reached from the menu). */
  titlesDocument?: boolean;
  description?: ReactNode;
  /** Buttons at the top right (e.g. "New requisition"). */
  actions?: ReactNode;
  /** Search, filters and sort kept in the URL; without them the page has no toolbar (a short list the API answers whole). */
  params?: ListParams;
  list: KeysetList<T>;
  columns: ColumnDefinition<T>[];
  /** Filters shown in the toolbar; default: those declared in `useListParams` (when whole). */
  filters?: FilterDefinition[];
  /** Date-range filters (`<key>From` / `<key>To`); default: those declared in `useListParams`. */
  dateRanges?: DateRangeDefinition[];
  sortOptions?: SortOption[];
  searchLabel?: string;
  /** API path of the CSV export (e.g. `/applicants/export`); the current filters apply. */
  exportPath?: string;
  exportFilename?: string;
  /** Export parameters when they differ from `params.queryArg` (e.g. `archived: 1`). */
  exportParams?: Record<string, string | number | undefined>;
  rowHref?: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  /** Enables row checkboxes; renders the actions for the selected ids above the table. */
  bulkActions?: (selectedIds: string[], clear: () => void) => ReactNode;
  empty?: ReactNode;
  toolbarExtra?: ReactNode;
  infiniteScroll?: boolean;
  /** Content under the title and above the toolbar (tabs, summary cards…). */
  children?: ReactNode;
}

/**
 * THE list page (CONVENTIONS §4): title and actions, toolbar (search, filters, sort, export),
 * optional bulk actions, the table with its states, and "load more". See shared/README.md.
 */
export const ListPage = <T extends { id: string }>(p: ListPageProps<T>) => {
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => {
    if (p.titlesDocument) document.title = `${p.title} · ATS`;
  }, [p.titlesDocument, p.title]);
  const argSig = JSON.stringify(p.params?.queryArg);
  // A new search or filter is a new list: forget the selection.
  useEffect(() => {
    void argSig;
    setSelected([]);
  }, [argSig]);
  return (
    <Box>
      <PageHeader title={p.title} actions={p.actions || undefined}>
        {p.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {p.description}
          </Typography>
        )}
      </PageHeader>
      {p.children}
      {p.params && (
        <ListToolbar
          params={p.params}
          searchLabel={p.searchLabel}
          filters={p.filters ?? p.params.declared.filters}
          dateRanges={p.dateRanges ?? p.params.declared.dateRanges}
          sortOptions={p.sortOptions}
          exportPath={p.exportPath}
          exportFilename={p.exportFilename}
          exportParams={p.exportParams}
          selectedIds={p.bulkActions ? selected : undefined}
          extra={p.toolbarExtra}
        />
      )}
      {p.bulkActions && selected.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, mb: 1, flexWrap: 'wrap' }}
          role="region"
          aria-label="Bulk actions"
        >
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
            {selected.length} selected
          </Typography>
          {p.bulkActions(selected, () => setSelected([]))}
        </Paper>
      )}
      <ListTable
        list={p.list}
        columns={p.columns}
        label={p.title}
        rowHref={p.rowHref}
        rowActions={p.rowActions}
        selection={p.bulkActions ? { selected, onChange: setSelected } : undefined}
        empty={p.empty}
        filtered={(p.params?.activeCount ?? 0) > 0}
        infiniteScroll={p.infiniteScroll}
      />
    </Box>
  );
};
