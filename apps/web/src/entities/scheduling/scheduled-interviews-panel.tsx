import type { TApplicantKind, TScheduledInterview } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../../shared/notify/confirm-dialog';
import { notify } from '../../shared/notify/notify';
import { useCan } from '../../shared/permissions/use-can';
import { useApplicantScheduleQuery, useCancelInterviewMutation } from './api';
import { interviewWhen } from './interview-when';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';

/** The applicant's scheduled interviews, with schedule / reschedule / cancel. */
export const ScheduledInterviewsPanel = ({
  kind,
  applicantId,
  candidateName,
}: {
  kind: TApplicantKind;
  applicantId: string;
  candidateName: string;
}) => {
  const canEdit = useCan(kind === 'manual' ? 'applicant-tracker' : 'req-applicant-tracker', 'edit');
  const { data, isLoading, isError } = useApplicantScheduleQuery({ kind, applicantId });
  const [cancel] = useCancelInterviewMutation();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TScheduledInterview | 'new' | null>(null);
  if (isLoading) return <Skeleton height={60} />;
  if (isError) return <Alert severity="error">Could not load the interviews.</Alert>;
  const items = data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {items.length === 0 && <Typography color="text.secondary">No interview scheduled.</Typography>}
      {items.map((i) => (
        <Box key={i.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {interviewWhen(i)}
            </Typography>
            {i.status === 'cancelled' && <Chip size="small" label="Cancelled" />}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[i.location, i.videoUrl].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Interviewers: {i.interviewers.map((p) => p.name).join(', ')}
          </Typography>
          {canEdit && i.status === 'scheduled' && (
            <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
              <Button size="small" onClick={() => setEditing(i)}>
                Reschedule
              </Button>
              <Button
                size="small"
                color="error"
                onClick={async () => {
                  const ok = await confirm({
                    title: 'Cancel this interview?',
                    message: 'The candidate and the interviewers get a cancellation for their calendars.',
                    confirmLabel: 'Cancel interview',
                    destructive: true,
                  });
                  if (ok) {
                    await cancel(i.id).unwrap();
                    notify('Interview cancelled; cancellations sent');
                  }
                }}
              >
                Cancel interview
              </Button>
            </Box>
          )}
        </Box>
      ))}
      {canEdit && (
        <Box>
          <Button variant="outlined" size="small" onClick={() => setEditing('new')}>
            Schedule interview
          </Button>
        </Box>
      )}
      {editing && (
        <ScheduleInterviewDialog
          kind={kind}
          applicantId={applicantId}
          candidateName={candidateName}
          interview={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
};
