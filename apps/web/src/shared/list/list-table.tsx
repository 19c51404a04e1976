import Inbox from '@mui/icons-material/Inbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../api-error';
import { visuallyHidden } from '../ui/visually-hidden';
import type { KeysetList } from './keyset-query';
import type { ColumnDefinition } from './list-types';

const hide = (below?: 'sm' | 'md' | 'lg') =>
  below ? { display: { xs: 'none', [below]: 'table-cell' } } : {};

export interface ListTableProps<T extends { id: string }> {
  list: KeysetList<T>;
  columns: ColumnDefinition<T>[];
  /** Label of the table for assistive technology. */
  label: string;
  /** The first column links to the row's detail page. */
  rowHref?: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
  /** Shown when the list is empty: different when filters are active. */
  empty?: ReactNode;
  filtered?: boolean;
  /** Loads the next page when the end of the table scrolls into view. */
  infiniteScroll?: boolean;
}

/** The table of the list pattern: loading skeleton, error with retry, empty state, load more. */
export const ListTable = <T extends { id: string }>({
  list,
  columns,
  label,
  rowHref,
  rowActions,
  selection,
  empty,
  filtered,
  infiniteScroll,
}: ListTableProps<T>) => {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore, loadingMore, refreshing } = list;
  // While the first page is being refreshed, asking for the next one would be dropped by the
  // refresh: wait until the list has settled.
  const canLoadMore = hasMore && !loadingMore && !refreshing;
  useEffect(() => {
    if (!infiniteScroll || !sentinel.current || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && canLoadMore) loadMore();
    });
    io.observe(sentinel.current);
    return () => io.disconnect();
  }, [infiniteScroll, canLoadMore, loadMore]);

  if (list.error && !list.items.length)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={list.retry}>
            Retry
          </Button>
        }
      >
        {errorMessageOf(list.error, 'The list could not be loaded.')}
      </Alert>
    );

  const colCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const ids = list.items.map((r) => r.id);
  const allSelected = Boolean(selection && ids.length && ids.every((id) => selection.selected.includes(id)));

  return (
    <>
      <TableContainer
        component={Paper}
        tabIndex={0}
        role="region"
        aria-label={`${label} table`}
        variant="outlined"
        // position: relative keeps visually hidden (absolutely positioned) labels inside the
        // scroll container, so a wide table scrolls inside it instead of widening the page.
        sx={{ position: 'relative', opacity: list.refreshing ? 0.7 : 1, transition: 'opacity 150ms' }}
      >
        <Table size="small" aria-label={label} aria-busy={list.loading || list.refreshing}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={!allSelected && selection.selected.length > 0}
                    onChange={(e) => selection.onChange(e.target.checked ? ids : [])}
                    slotProps={{ input: { 'aria-label': 'Select all rows' } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ width: c.width, ...hide(c.hideBelow) }}>
                  {c.header}
                </TableCell>
              ))}
              {rowActions && (
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.loading &&
              Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={i}>
                  {Array.from({ length: colCount }, (_c, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!list.loading && list.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={colCount} sx={{ py: 6, textAlign: 'center', border: 0 }}>
                  <Inbox sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
                  <Typography color="text.secondary" role="status">
                    {filtered ? 'No results match the search or filters.' : (empty ?? 'Nothing here yet.')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {list.items.map((row) => {
              const checked = selection?.selected.includes(row.id) ?? false;
              return (
                <TableRow key={row.id} hover selected={checked} data-row-id={row.id}>
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={checked}
                        onChange={(e) =>
                          selection.onChange(
                            e.target.checked
                              ? [...selection.selected, row.id]
                              : selection.selected.filter((x) => x !== row.id),
                          )
                        }
                        slotProps={{ input: { 'aria-label': 'Select row' } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((c, i) => {
                    const content = c.render
                      ? c.render(row)
                      : String((row as Record<string, unknown>)[c.key] ?? '');
                    return (
                      <TableCell key={c.key} align={c.align} sx={hide(c.hideBelow)}>
                        {i === 0 && rowHref ? (
                          <Link component={RouterLink} to={rowHref(row)} sx={{ fontWeight: 600 }}>
                            {content}
                          </Link>
                        ) : (
                          content
                        )}
                      </TableCell>
                    );
                  })}
                  {rowActions && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {rowActions(row)}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        ref={sentinel}
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 2 }}
      >
        {list.items.length > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            Showing {list.items.length}
            {hasMore ? '' : ' (all)'}
          </Typography>
        )}
        {hasMore && (
          <Button variant="outlined" onClick={loadMore} disabled={!canLoadMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </Box>
    </>
  );
};
