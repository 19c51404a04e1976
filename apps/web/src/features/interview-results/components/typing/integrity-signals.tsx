import type { TTypingIntegrity } from '@ats/contract';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Signal {
  label: string;
  flagged: boolean;
  detail: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Paste attempts, focus losses, restarts and machine-like typing, flagged for the reviewer. */
export const IntegritySignals = ({ integrity: i }: { integrity: TTypingIntegrity }) => {
  const signals: Signal[] = [
    {
      label: 'Paste attempts',
      flagged: i.pasteAttempts > 0,
      detail: i.pasteAttempts ? `${plural(i.pasteAttempts, 'attempt')} (blocked)` : 'None',
    },
    {
      label: 'Left the test',
      flagged: i.focusLosses > 0,
      detail: i.focusLosses ? `${plural(i.focusLosses, 'time')} the window or tab lost focus` : 'Never',
    },
    {
      label: 'Restarts',
      flagged: i.restarts > 0,
      detail: i.restarts ? `Restarted ${plural(i.restarts, 'time')}` : 'None',
    },
    {
      label: 'Synthetic input',
      flagged: i.syntheticInput,
      detail: `${i.syntheticInput ? 'Too fast or too regular for a person' : 'Human-like'} (keys every ${Math.round(
        i.meanIntervalMs,
      )} ms ± ${Math.round(i.intervalStdDevMs)} ms)`,
    },
  ];
  const flagged = signals.filter((s) => s.flagged).length;
  return (
    <Box>
      <Alert severity={flagged ? 'warning' : 'success'} sx={{ mb: 1.5 }}>
        {flagged
          ? `${plural(flagged, 'integrity signal')} to review before trusting this result.`
          : 'No integrity signals: the test was taken in one go, by hand.'}
      </Alert>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {signals.map((s) => (
          <Box
            component="li"
            key={s.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
              gap: { xs: 0, sm: 1 },
              pl: 1.5,
              borderLeft: 3,
              borderColor: s.flagged ? 'warning.main' : 'divider',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {s.label}
              {s.flagged && (
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {' '}
                  · flagged{' '}
                  <WarningAmber
                    fontSize="inherit"
                    aria-hidden="true"
                    sx={{ color: 'warning.main', verticalAlign: '-2px' }}
                  />
                </Box>
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {s.detail}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
