import { passwordStrength } from '@ats/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const LEVELS = [
  { label: 'Too weak', color: 'error' },
  { label: 'Weak', color: 'error' },
  { label: 'Fair', color: 'warning' },
  { label: 'Good', color: 'info' },
  { label: 'Strong', color: 'success' },
] as const;

/** Password strength (contract's `passwordStrength`: length and variety; common ones score 0). */
export const StrengthMeter = ({ password }: { password: string }) => {
  const score = password ? passwordStrength(password) : 0;
  const level = LEVELS[score];
  return (
    <Box aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={password ? Math.max(8, score * 25) : 0}
        color={level.color}
        aria-label="Password strength"
        aria-valuetext={password ? level.label : 'Empty'}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {password
          ? `Strength: ${level.label}`
          : 'At least 8 characters; longer with mixed characters is stronger.'}
      </Typography>
    </Box>
  );
};
