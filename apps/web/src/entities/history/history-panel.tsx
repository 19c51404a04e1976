import type { THistoryEntityType } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { formatDateTime } from '../../shared/format/format';
import { toKeysetList } from '../../shared/list';
import { useEntityHistoryInfiniteQuery } from './api';
import { AuditDiff } from './audit-diff';

const actionLabel = (a: string) => a.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The History section of an entity's page: who did what and when, with the before/after of the
 * changed fields, newest first, from the audit log. Mount it with the entity's type and id; the
 * server answers only to whoever may view the entity.
 */
export const HistoryPanel = ({
  entityType,
  entityId,
}: {
  entityType: THistoryEntityType;
  entityId: string;
}) => {
  const list = toKeysetList(useEntityHistoryInfiniteQuery({ entityType, entityId }));
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, minWidth: 0 }}
      data-testid="history-panel"
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
        History
      </Typography>
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
          {errorMessageOf(list.error, 'The history could not be loaded')}
        </Alert>
      ) : list.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No recorded changes yet
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {list.items.map((e) => (
            <Box
              component="li"
              key={e.id}
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, minWidth: 0 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {actionLabel(e.action)}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {e.actor ? e.actor.name || e.actor.email : 'System or candidate'}
                  {' · '}
                  <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                </Typography>
              </Typography>
              <AuditDiff diff={e.diff} />
            </Box>
          ))}
        </Box>
      )}
      {list.hasMore ? (
        <Button size="small" sx={{ mt: 1.5 }} onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </Paper>
  );
};
