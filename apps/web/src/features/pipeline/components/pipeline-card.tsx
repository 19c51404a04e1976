import {
  DECLINE_REASONS,
  labelOf,
  staffPath,
  type TApplicantStatus,
  type TPipelineCard,
} from '@ats/contract';
import { useDraggable } from '@dnd-kit/core';
import Description from '@mui/icons-material/DescriptionOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/format';

export const cardName = (c: TPipelineCard) => `${c.firstName} ${c.lastName}`.trim() || c.email || 'Applicant';

/**
 * One applicant on the board: name (opens the applicant), completed date, badges. Drag it with the
 * mouse or touch; with the keyboard, Alt+← / Alt+→ move it one column, the ⋮ button picks any.
 */
export const PipelineCard = ({
  card,
  canMove,
  onMoveMenu,
  onStep,
}: {
  card: TPipelineCard;
  canMove: boolean;
  onMoveMenu: (anchor: HTMLElement) => void;
  onStep: (delta: -1 | 1) => void;
}) => {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { status: card.status as TApplicantStatus },
    disabled: !canMove,
  });
  const name = cardName(card);
  const onKeyDown = (e: KeyboardEvent) => {
    if (!canMove || !e.altKey) return;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      onStep(e.key === 'ArrowRight' ? 1 : -1);
    }
  };
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-card={card.id}
      onKeyDown={onKeyDown}
      sx={{
        listStyle: 'none',
        p: 1.25,
        display: 'flex',
        gap: 0.5,
        alignItems: 'flex-start',
        opacity: isDragging ? 0.6 : 1,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
        bgcolor: 'background.paper',
      }}
    >
      {canMove && (
        <Box
          {...listeners}
          {...attributes}
          role="button"
          aria-roledescription="draggable card"
          aria-label={`Drag ${name}`}
          aria-describedby="pipeline-keyboard-help"
          onKeyDown={(e) => {
            onKeyDown(e);
            if (!e.defaultPrevented) listeners?.onKeyDown?.(e);
          }}
          sx={{
            cursor: 'grab',
            color: 'text.secondary',
            display: 'flex',
            touchAction: 'none',
            borderRadius: 0.5,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <DragIndicator fontSize="small" />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={staffPath('reqApplicant', { id: card.id })}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          onKeyDown={onKeyDown}
        >
          {name}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div">
          {card.completedAt
            ? `Completed ${formatDate(card.completedAt)}`
            : `Applied ${formatDate(card.createdAt)}`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
          {card.reason && (
            <Chip
              size="small"
              variant="outlined"
              label={labelOf(DECLINE_REASONS, card.reason)}
              title={card.reason}
            />
          )}
          {card.hasResume && <Chip size="small" variant="outlined" icon={<Description />} label="Resume" />}
          {card.possibleDuplicate && (
            <Chip size="small" color="warning" variant="outlined" label="Possible duplicate" />
          )}
        </Box>
      </Box>
      {canMove && (
        <IconButton
          size="small"
          aria-label={`Move ${name}`}
          aria-haspopup="menu"
          onClick={(e) => onMoveMenu(e.currentTarget)}
          onKeyDown={onKeyDown}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
};
