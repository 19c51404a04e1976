import type { TCandidateTypingOutcome } from '@ats/contract';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const Figure = ({ label, value, main }: { label: string; value: string; main?: boolean }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography
      component="dd"
      sx={{ m: 0, fontWeight: 700, fontSize: main ? '2.4rem' : '1.4rem', lineHeight: 1.2 }}
    >
      {value}
    </Typography>
  </Box>
);

/** The server's figures (the page's own count is never the result). */
export const TypingResult = ({ outcome }: { outcome: TCandidateTypingOutcome }) => (
  <Box role="status" aria-live="polite">
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'success.dark' }}>
      <TaskAlt aria-hidden />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Your result has been recorded
      </Typography>
    </Box>
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' }, gap: 2.5, m: 0 }}
    >
      <Figure label="Speed" value={`${Math.round(outcome.netWpm)} WPM`} main />
      <Figure label="Accuracy" value={`${Math.round(outcome.accuracy)} %`} main />
      <Figure label="Raw speed" value={`${Math.round(outcome.rawWpm)} WPM`} />
      <Figure label="Consistency" value={`${Math.round(outcome.consistency)} %`} />
    </Box>
    <Typography color="text.secondary" sx={{ mt: 2 }}>
      Thank you. The recruiter will be in touch about the next steps. You can close this page.
    </Typography>
  </Box>
);
