import { APPLICANT_STATUSES, labelOf, type TPipelineCard, type TPipelineColumn } from '@ats/contract';
import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { errorMessageOf } from '../../../shared/api-error';
import { notifyAlert } from '../../../shared/notify/notify';
import { useLazyPipelineColumnQuery } from '../api';
import { PipelineCard } from './pipeline-card';

/** One status column: drop target, count, cards, and "Load more" (keyset) for large columns. */
export const PipelineColumn = ({
  requisitionId,
  column,
  canMove,
  onMoveMenu,
  onStep,
}: {
  requisitionId: string;
  column: TPipelineColumn;
  canMove: boolean;
  onMoveMenu: (card: TPipelineCard, anchor: HTMLElement) => void;
  onStep: (card: TPipelineCard, delta: -1 | 1) => void;
}) => {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const headingId = useId();
  const [more, setMore] = useState<TPipelineCard[]>([]);
  const [nextKey, setNextKey] = useState(column.paginationKey);
  const [load, { isFetching }] = useLazyPipelineColumnQuery();
  // A fresh board (after a move) starts the column over.
  useEffect(() => {
    setMore([]);
    setNextKey(column.paginationKey);
  }, [column]);
  const loadMore = async () => {
    if (!nextKey) return;
    try {
      const page = await load({ id: requisitionId, status: column.status, paginationKey: nextKey }).unwrap();
      setMore((m) => [...m, ...page.items]);
      setNextKey(page.paginationKey);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const cards = [...column.items, ...more];
  const label = labelOf(APPLICANT_STATUSES, column.status);
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-column={column.status}
      sx={{
        flex: '0 0 272px',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.selected' : 'action.hover',
        borderRadius: 1,
        p: 1,
        minHeight: 160,
        outline: isOver ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5, pb: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {label}
        </Typography>
        <Chip
          size="small"
          label={column.count}
          aria-label={`${column.count} applicant${column.count === 1 ? '' : 's'}`}
        />
      </Box>
      <Box component="ul" aria-label={`${label} applicants`} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {cards.map((c) => (
          <PipelineCard
            key={c.id}
            card={c}
            canMove={canMove}
            onMoveMenu={(anchor) => onMoveMenu(c, anchor)}
            onStep={(d) => onStep(c, d)}
          />
        ))}
      </Box>
      {cards.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
          No applicants
        </Typography>
      )}
      {nextKey && (
        <Button size="small" onClick={() => void loadMore()} disabled={isFetching} sx={{ mt: 1 }}>
          {isFetching ? 'Loading…' : `Load more (${column.count - cards.length} more)`}
        </Button>
      )}
    </Box>
  );
};
