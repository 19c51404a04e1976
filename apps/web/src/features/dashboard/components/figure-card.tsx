import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { saveCsv } from './figure-csv';

export interface FigureColumn<R> {
  header: string;
  value: (row: R) => string | number | null;
  /** Shown instead of the raw value (the CSV keeps the value). */
  format?: (row: R) => string;
  /** The filtered list behind this cell. */
  href?: (row: R) => string | undefined;
  numeric?: boolean;
}

interface FigureCardProps<R> {
  id: string;
  title: string;
  description?: ReactNode;
  rows: R[] | undefined;
  columns: FigureColumn<R>[];
  /** The chart (lazily loaded); without it the table is the figure. */
  chart?: ReactNode;
  /** Said when there are no rows. */
  empty: string;
  loading?: boolean;
  /** Spans both columns of the dashboard grid. */
  wide?: boolean;
}

/**
 * One dashboard figure: a chart with a table view of the same data (always present for screen
 * readers, shown on request), a CSV download of the table, and links to the filtered lists.
 */
export const FigureCard = <R,>({
  id,
  title,
  description,
  rows,
  columns,
  chart,
  empty,
  loading,
  wide,
}: FigureCardProps<R>) => {
  const [view, setView] = useState<'chart' | 'table'>(chart ? 'chart' : 'table');
  const hasRows = Boolean(rows?.length);
  const showChart = Boolean(chart) && view === 'chart' && hasRows;
  const headingId = `${id}-title`;
  const download = () =>
    saveCsv(
      `${id}.csv`,
      columns.map((c) => c.header),
      (rows ?? []).map((r) => columns.map((c) => c.value(r))),
    );

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`figure-${id}`}
      sx={{ gridColumn: wide ? { lg: '1 / -1' } : undefined, minWidth: 0 }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography id={headingId} variant="h5" component="h2">
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {description}
              </Typography>
            )}
          </Box>
          {hasRows && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {chart && (
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={view}
                  onChange={(_e, v) => v && setView(v)}
                  aria-label={`${title}: view`}
                >
                  <ToggleButton value="chart">Chart</ToggleButton>
                  <ToggleButton value="table">Table</ToggleButton>
                </ToggleButtonGroup>
              )}
              <Button
                size="small"
                startIcon={<Download />}
                onClick={download}
                aria-label={`Download ${title} as CSV`}
              >
                CSV
              </Button>
            </Box>
          )}
        </Box>
        {loading && !rows ? (
          <Skeleton variant="rounded" height={220} />
        ) : !hasRows ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {empty}
          </Typography>
        ) : (
          <>
            {showChart && (
              // The chart is keyboard-navigable (MUI X announces the focused bar); the table below,
              // visually hidden in this view, is its full text alternative.
              <Box sx={{ width: '100%' }}>
                <Suspense fallback={<Skeleton variant="rounded" height={220} />}>{chart}</Suspense>
              </Box>
            )}
            <Box
              sx={showChart ? visuallyHidden : { overflowX: 'auto' }}
              role="region"
              aria-label={`${title} table`}
              tabIndex={showChart ? undefined : 0}
            >
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {columns.map((c) => (
                      <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                        {c.header}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(rows ?? []).map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are figures without ids; their order is fixed.
                    <TableRow key={i}>
                      {columns.map((c) => {
                        const text = c.format ? c.format(r) : String(c.value(r) ?? '–');
                        const href = c.href?.(r);
                        return (
                          <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                            {href ? (
                              <Link component={RouterLink} to={href}>
                                {text}
                              </Link>
                            ) : (
                              text
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
