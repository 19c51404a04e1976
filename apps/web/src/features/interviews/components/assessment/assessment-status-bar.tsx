import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import Timer from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-assessment-session';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

const SAVE_LABEL = {
  saved: 'assessment.status.saved',
  saving: 'assessment.status.saving',
  unsaved: 'assessment.status.unsaved',
  offline: 'assessment.status.offline',
} as const satisfies Record<SaveState, string>;

/** Sticky bar: time left (announced each minute), the autosave state and the submit button. */
export const AssessmentStatusBar = ({
  secondsLeft,
  saveState,
  onSubmit,
  submitting,
}: {
  secondsLeft: number;
  saveState: SaveState;
  onSubmit: () => void;
  submitting: boolean;
}) => {
  const { t } = useTranslation('interviews');
  const low = secondsLeft <= 60;
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'sticky',
        top: 8,
        zIndex: 2,
        p: 1.5,
        mb: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        role="timer"
        aria-label={t('assessment.status.timeLeft')}
      >
        <Timer fontSize="small" color={low ? 'error' : 'action'} aria-hidden />
        <Typography
          sx={{
            fontVariantNumeric: 'tabular-nums',
            fontWeight: 700,
            color: low ? 'error.main' : 'text.primary',
          }}
          data-testid="time-left"
        >
          {clock(secondsLeft)}
        </Typography>
        <Box component="span" sx={visually}>
          {secondsLeft % 60 === 0
            ? t('assessment.status.minutesLeft', { count: Math.round(secondsLeft / 60) })
            : ''}
        </Box>
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, color: 'text.secondary' }}
        role="status"
        data-testid="save-state"
      >
        {saveState === 'offline' ? (
          <CloudOff fontSize="small" color="warning" aria-hidden />
        ) : (
          <CloudDone fontSize="small" aria-hidden />
        )}
        <Typography variant="body2">{t(SAVE_LABEL[saveState])}</Typography>
      </Box>
      <Button variant="contained" onClick={onSubmit} disabled={submitting}>
        {t(submitting ? 'assessment.status.submitting' : 'assessment.status.submit')}
      </Button>
    </Paper>
  );
};

const visually = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
