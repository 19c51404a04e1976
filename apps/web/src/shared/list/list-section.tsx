import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { errorMessageOf } from '../api-error';
import type { KeysetList } from './keyset-query';

/**
 * A list as a section of a page (an entity's history, a candidate's activity): its heading, what
 * goes above the list (`children`: a description, filters), the list's loading, error (with
 * retry), empty and "load more" states, and what goes under it (`footer`).
 */
export const ListSection = <T,>({
  title,
  list,
  renderItem,
  errorText,
  emptyText,
  ordered,
  listLabel,
  children,
  footer,
  testId,
}: {
  title: string;
  list: KeysetList<T>;
  /** One item, as an `li`. */
  renderItem: (item: T) => ReactNode;
  /** Said when the list cannot be loaded and the API gives no reason. */
  errorText: string;
  emptyText: string;
  /** An `ol` (the order means something, e.g. newest first) rather than a `ul`. */
  ordered?: boolean;
  listLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) => {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, minWidth: 0 }}
      data-testid={testId}
    >
      <Typography
        id={titleId}
        variant="h2"
        sx={{ fontSize: '1.05rem', fontWeight: 700, mb: children ? 0.5 : 1.5 }}
      >
        {title}
      </Typography>
      {children}
      {list.loading ? (
        <Skeleton variant="rounded" height={64} />
      ) : list.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.retry}>
              Retry
            </Button>
          }
        >
          {errorMessageOf(list.error, errorText)}
        </Alert>
      ) : list.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <Box
          component={ordered ? 'ol' : 'ul'}
          aria-label={listLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {list.items.map(renderItem)}
        </Box>
      )}
      {list.hasMore && (
        <Button size="small" sx={{ mt: 1.5 }} onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
      {footer}
    </Paper>
  );
};
