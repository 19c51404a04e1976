import type { TScheduledInterview } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { interviewWhen, ScorecardDialog, useMyInterviewsQuery } from '../../../entities/scheduling';

/** The signed-in interviewer's interviews (from a week ago on), with their scorecards to submit. */
export default function MyInterviewsPage() {
  const { data, isLoading, isError, refetch } = useMyInterviewsQuery();
  const [filling, setFilling] = useState<TScheduledInterview | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        My interviews
      </Typography>
      {isError && (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
          Could not load your interviews.
        </Alert>
      )}
      {isLoading && <Skeleton height={120} />}
      {data?.length === 0 && <Typography color="text.secondary">No interviews for you yet.</Typography>}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        aria-label="My interviews"
      >
        {(data ?? []).map((i) => (
          <Paper component="li" variant="outlined" key={i.id} sx={{ p: 2, minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                {i.candidateName}
              </Typography>
              {i.jobTitle && <Typography color="text.secondary">· {i.jobTitle}</Typography>}
              {i.status === 'cancelled' && <Chip size="small" label="Cancelled" />}
              {i.myScorecardSubmitted && <Chip size="small" color="success" label="Scorecard submitted" />}
            </Box>
            <Typography variant="body2">{interviewWhen(i)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[i.location, i.videoUrl].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              With {i.interviewers.map((p) => p.name).join(', ')}
            </Typography>
            {i.status === 'scheduled' && !i.myScorecardSubmitted && (
              <Button variant="contained" size="small" sx={{ mt: 1 }} onClick={() => setFilling(i)}>
                Submit scorecard
              </Button>
            )}
          </Paper>
        ))}
      </Box>
      {filling && <ScorecardDialog interview={filling} onClose={() => setFilling(null)} />}
    </Box>
  );
}
