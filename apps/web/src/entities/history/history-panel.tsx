import type { THistoryEntityType } from '@ats/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../shared/format/format';
import { ListSection, toKeysetList } from '../../shared/list';
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
  return (
    <ListSection
      title="History"
      list={list}
      ordered
      errorText="The history could not be loaded"
      emptyText="No recorded changes yet"
      testId="history-panel"
      renderItem={(e) => (
        <Box component="li" key={e.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, minWidth: 0 }}>
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
      )}
    />
  );
};
