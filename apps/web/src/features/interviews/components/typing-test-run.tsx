import type { TTypingContent, TTypingLog } from '@ats/contract';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightButton } from '../../../shared/ui/light-button/light-button';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useTypingSession } from '../hooks/use-typing-session';
import { TypingArea } from './typing-area';
import { useInterviewFormat } from './use-interview-format';

interface Props {
  content: TTypingContent;
  initialRestarts: number;
  onFinish: (log: TTypingLog) => void;
}

/** Seconds left at which the time is announced to screen readers (politely, not every second). */
const announcePoints = (duration: number) =>
  [Math.floor(duration / 2), 60, 30, 10].filter((s, i, all) => s > 0 && s < duration && all.indexOf(s) === i);

const Stat = ({ label, value, timerLabel }: { label: string; value: string; timerLabel?: string }) => (
  <Box role={timerLabel ? 'timer' : undefined} aria-label={timerLabel}>
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography
      sx={{
        fontSize: { xs: '1.6rem', md: '2rem' },
        fontWeight: 700,
        lineHeight: 1.2,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {value}
    </Typography>
  </Box>
);

/** Always m:ss ("1:00", then "0:41"), so the timer never changes shape. */
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The timed test (Monkeytype's time mode): countdown and live WPM, restart, time-out. */
export const TypingTestRun = ({ content, initialRestarts, onFinish }: Props) => {
  const session = useTypingSession({
    passage: content.passage,
    durationSeconds: content.durationSeconds,
    initialRestarts,
    onFinish,
  });
  const { t } = useTranslation('interviews');
  const f = useInterviewFormat();
  const left = session.secondsLeft ?? content.durationSeconds;
  const startedText = t('typing.run.started', { duration: f.duration(content.durationSeconds) });
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<number>());

  useEffect(() => {
    if (session.phase === 'running' && session.keystrokeCount === 1) {
      announced.current.clear();
      setAnnouncement(startedText);
    } else if (session.phase === 'running' && announcePoints(content.durationSeconds).includes(left)) {
      if (!announced.current.has(left)) {
        announced.current.add(left);
        setAnnouncement(t('typing.run.left', { count: left }));
      }
    } else if (session.phase === 'done') setAnnouncement(t('typing.run.finished'));
  }, [session.phase, session.keystrokeCount, left, content.durationSeconds, startedText, t]);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={{ xs: 3, md: 5 }}
        useFlexGap
        sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        <Stat
          label={t('typing.run.timeLeft')}
          value={clock(left)}
          timerLabel={t('typing.run.timeLeftValue', { time: f.duration(left) })}
        />
        <Stat
          label={t('typing.run.speed')}
          value={session.phase === 'ready' ? '–' : f.number(session.liveWpm)}
        />
        <Stat
          label={t('typing.run.accuracy')}
          value={session.accuracy === null ? '–' : f.percent(session.accuracy)}
        />
        <Box sx={{ flex: 1 }} />
        <LightButton
          type="button"
          onClick={session.restart}
          disabled={session.phase === 'done' || session.keystrokeCount === 0}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RestartAlt fontSize="small" aria-hidden />
          {t('typing.run.restart')}
        </LightButton>
      </Stack>
      <TypingArea session={session} label={t('typing.run.label')} autoFocus />
      {session.phase === 'ready' && (
        <Typography color="text.secondary">{t('typing.run.clockStarts')}</Typography>
      )}
      {session.counters.pasteAttempts > 0 && (
        <Typography color="warning.dark" role="status">
          {t('typing.run.pasteBlocked')}
        </Typography>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
};
