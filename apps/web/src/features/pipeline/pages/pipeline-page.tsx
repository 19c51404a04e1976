import {
  APPLICANT_STATUS_EMAILS,
  APPLICANT_STATUSES,
  labelOf,
  PIPELINE_COLUMNS,
  purposeForStatus,
  STAFF_URLS,
  staffPath,
  type TApplicantStatus,
  type TMailLanguage,
  type TPipelineCard,
} from '@ats/contract';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import ViewColumn from '@mui/icons-material/ViewColumn';
import ViewList from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusDialog } from '../../../entities/applicants';
import { errorMessageOf } from '../../../shared/api-error';
import { useBreadcrumbName } from '../../../shared/breadcrumbs/breadcrumb-name';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useMovePipelineCardMutation, usePipelineBoardQuery } from '../api';
import { cardName } from '../components/pipeline-card';
import { PipelineColumn } from '../components/pipeline-column';

const statusLabel = (s: string) => labelOf(APPLICANT_STATUSES, s);

/**
 * Moves that ask first: a decline needs its reason; statuses with a candidate email or a template
 * purpose (invitation, decline, offer) offer the templated email.
 */
const asksFirst = (to: TApplicantStatus) =>
  to === 'declined' || Boolean(APPLICANT_STATUS_EMAILS[to]) || Boolean(purposeForStatus(to));

/**
 * /talent-discovery/requisitions/:id/pipeline — the requisition's applicants in one column per
 * status. Drag a card (mouse, touch or keyboard), or move it with Alt+←/→ or its ⋮ menu; every
 * move is a status change with the tracker's rules and dialog, announced to screen readers.
 */
export default function PipelinePage() {
  const { requisitionId = '' } = useParams();
  const { data: board, isLoading, error, refetch } = usePipelineBoardQuery(requisitionId);
  useBreadcrumbName(board ? `${board.requisition.requisitionUid} · ${board.requisition.name}` : undefined);
  const canMove = useCan('req-applicant-tracker', 'edit');
  const [move] = useMovePipelineCardMutation();
  const [announcement, setAnnouncement] = useState('');
  const [asking, setAsking] = useState<{ card: TPipelineCard; to: TApplicantStatus } | null>(null);
  const [menu, setMenu] = useState<{ card: TPipelineCard; anchor: HTMLElement } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const cards = useMemo(
    () => new Map((board?.columns ?? []).flatMap((c) => c.items.map((i) => [i.id, i]))),
    [board],
  );

  const doMove = async (
    card: TPipelineCard,
    body: {
      status: TApplicantStatus;
      reason?: string | null;
      templateId?: string;
      language?: TMailLanguage;
    },
  ) => {
    const r = await move({
      id: requisitionId,
      body: { applicantId: card.id, ...body } as Parameters<typeof move>[0]['body'],
    }).unwrap();
    const emailed = r.message.endsWith('candidate emailed') ? ' and emailed the candidate' : '';
    const text = `Moved ${cardName(card)} to ${statusLabel(body.status)}${emailed}`;
    setAnnouncement(text);
    notify(text);
  };

  const requestMove = (card: TPipelineCard, to: TApplicantStatus) => {
    if (to === card.status) return;
    if (asksFirst(to)) return setAsking({ card, to });
    doMove(card, { status: to }).catch((e) => notifyAlert(errorMessageOf(e)));
  };

  const onDragEnd = (e: DragEndEvent) => {
    const card = cards.get(String(e.active.id));
    const to = e.over?.id as TApplicantStatus | undefined;
    if (card && to && to !== card.status) requestMove(card, to);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${cardName(cards.get(String(active.id))!)}.`,
    onDragOver: ({ over }) => (over ? `Over ${statusLabel(String(over.id))}.` : 'Not over a column.'),
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${cardName(cards.get(String(active.id))!)} on ${statusLabel(String(over.id))}.`
        : 'Dropped outside the board; nothing changed.',
    onDragCancel: () => 'Move cancelled; nothing changed.',
  };

  if (isLoading) return <Skeleton variant="rounded" height={320} />;
  if (error || !board) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        {(error as { status?: number } | undefined)?.status === 404
          ? 'This requisition does not exist or is not visible to you.'
          : errorMessageOf(error)}
      </Alert>
    );
  }
  const r = board.requisition;
  return (
    // minmax(0, 1fr): the board scrolls inside the page instead of widening it.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          mb: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            Pipeline · {r.requisitionUid} {r.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {board.total} applicant{board.total === 1 ? '' : 's'} · {r.numHired} of {r.requiredHC} hired
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            component={RouterLink}
            to={staffPath('requisition', { requisitionId: r.id })}
            variant="outlined"
          >
            Requisition
          </Button>
          <ButtonGroup size="small" aria-label="View">
            <Button variant="contained" startIcon={<ViewColumn />} aria-current="page">
              Board
            </Button>
            <Button
              component={RouterLink}
              to={`${STAFF_URLS.reqApplicantTracker}?requisition=${r.id}`}
              startIcon={<ViewList />}
              aria-label="List view"
            >
              List
            </Button>
          </ButtonGroup>
        </Box>
      </Box>
      <Typography id="pipeline-keyboard-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {canMove
          ? 'Drag a card to another column, or focus it and press Alt+→ / Alt+← to move it one column.'
          : 'Your role can view the pipeline but not move applicants.'}
      </Typography>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <Box
          role="region"
          aria-label="Pipeline board"
          tabIndex={0}
          sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}
        >
          {board.columns.map((c) => (
            <PipelineColumn
              key={c.status}
              requisitionId={r.id}
              column={c}
              canMove={canMove}
              onMoveMenu={(card, anchor) => setMenu({ card, anchor })}
              onStep={(card, delta) => {
                const i = PIPELINE_COLUMNS.indexOf(card.status) + delta;
                const to = PIPELINE_COLUMNS[i];
                if (to) requestMove(card, to);
              }}
            />
          ))}
        </Box>
      </DndContext>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {menu &&
          PIPELINE_COLUMNS.filter((s) => s !== menu.card.status).map((s) => (
            <MenuItem
              key={s}
              onClick={() => {
                setMenu(null);
                requestMove(menu.card, s);
              }}
            >
              Move to {statusLabel(s)}
            </MenuItem>
          ))}
      </Menu>
      {asking && (
        <StatusDialog
          count={1}
          initial={{ status: asking.to, reason: null }}
          templated
          applicant={{
            kind: 'requisition',
            id: asking.card.id,
            name: `${asking.card.firstName} ${asking.card.lastName}`.trim(),
          }}
          onClose={() => setAsking(null)}
          onSubmit={async (v) => {
            const body = {
              status: v.status,
              reason: v.reason,
              ...(v.templateId ? { templateId: v.templateId } : {}),
              ...(v.language ? { language: v.language } : {}),
            };
            await doMove(asking.card, body).catch((e) => {
              throw new Error(errorMessageOf(e));
            });
          }}
        />
      )}
    </Box>
  );
}
