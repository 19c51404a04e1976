import { APPLICANT_STATUSES, DECLINE_REASONS, labelOf, type TTimelineEntry } from '@ats/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../shared/format/format';
import { schedulingTimelineText } from '../scheduling';
import { interviewTimelineText } from './interview-timeline-text';

const pair = (v: unknown) => (Array.isArray(v) && v.length === 2 ? (v as [unknown, unknown]) : undefined);

const describe = (e: TTimelineEntry): string => {
  const c = e.changes;
  switch (e.action) {
    case 'create':
      return e.actorName ? 'Added' : 'Applied';
    case 'status_change': {
      const s = pair(c.status);
      const r = pair(c.reason);
      const to = s ? labelOf(APPLICANT_STATUSES, String(s[1])) : 'changed';
      const from = s ? labelOf(APPLICANT_STATUSES, String(s[0])) : '';
      const reason = r?.[1] ? ` — ${r[1]} ${labelOf(DECLINE_REASONS, String(r[1]))}` : '';
      const mailed = c.emailed === true ? ' · candidate emailed' : '';
      return `Status ${from ? `${from} → ` : ''}${to}${reason}${mailed}`;
    }
    case 'update':
      return `Updated ${Object.keys(c).join(', ') || 'details'}`;
    case 'archive':
      return 'Archived';
    case 'unarchive':
      return 'Unarchived';
    default:
      return (
        interviewTimelineText(e.action, c) ??
        schedulingTimelineText(e.action, c) ??
        e.action.replace(/_/g, ' ')
      );
  }
};

/** The applicant's history from the audit log, newest first (both trackers). */
export const ApplicantTimeline = ({ entries }: { entries: TTimelineEntry[] }) =>
  entries.length ? (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Timeline">
      {entries.map((e) => (
        <Box
          component="li"
          key={e.id}
          sx={{
            position: 'relative',
            pl: 3,
            pb: 2,
            '&:before': {
              content: '""',
              position: 'absolute',
              left: 6,
              top: 6,
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
            '&:not(:last-child):after': {
              content: '""',
              position: 'absolute',
              left: 9.5,
              top: 16,
              bottom: 0,
              width: '1px',
              bgcolor: 'divider',
            },
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {describe(e)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(e.at)} · {e.actorName ?? 'Candidate / system'}
          </Typography>
        </Box>
      ))}
    </Box>
  ) : (
    <Typography color="text.secondary">No history yet.</Typography>
  );
