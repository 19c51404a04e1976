import type { TTypingContent, TTypingLog } from '@ats/contract';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useTypingSession } from '../hooks/use-typing-session';
import { TypingArea } from './typing-area';

interface Props {
  content: TTypingContent;
  initialRestarts: number;
  onFinish: (log: TTypingLog) => void;
}

/** Seconds left at which the time is announced to screen readers (politely, not every second). */
const announcePoints = (duration: number) =>
  [Math.floor(duration / 2), 60, 30, 10].filter((s, i, all) => s > 0 && s < duration && all.indexOf(s) === i);

const Stat = ({ label, value, timer }: { label: string; value: string; timer?: boolean }) => (
  <Box role={timer ? 'timer' : undefined} aria-label={timer ? `${label}: ${value}` : undefined}>
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

const clock = (s: number) => (s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${s}`);

/** The timed test (Monkeytype's time mode): countdown and live WPM, restart, time-out. */
export const TypingTestRun = ({ content, initialRestarts, onFinish }: Props) => {
  const session = useTypingSession({
    passage: content.passage,
    durationSeconds: content.durationSeconds,
    initialRestarts,
    onFinish,
  });
  const left = session.secondsLeft ?? content.durationSeconds;
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<number>());

  useEffect(() => {
    if (session.phase === 'running' && session.keystrokeCount === 1) {
      announced.current.clear();
      setAnnouncement(`The test has started. ${content.durationSeconds} seconds.`);
    } else if (session.phase === 'running' && announcePoints(content.durationSeconds).includes(left)) {
      if (!announced.current.has(left)) {
        announced.current.add(left);
        setAnnouncement(`${left} seconds left.`);
      }
    } else if (session.phase === 'done') setAnnouncement('The test has finished. Sending your result.');
  }, [session.phase, session.keystrokeCount, left, content.durationSeconds]);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={{ xs: 3, md: 5 }}
        useFlexGap
        sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        <Stat label="Time left" value={clock(left)} timer />
        <Stat label="Speed (WPM)" value={session.phase === 'ready' ? '–' : String(session.liveWpm)} />
        <Stat label="Accuracy" value={session.accuracy === null ? '–' : `${session.accuracy} %`} />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<RestartAlt />}
          onClick={session.restart}
          disabled={session.phase === 'done' || session.keystrokeCount === 0}
        >
          Restart
        </Button>
      </Stack>
      <TypingArea session={session} label="Typing test: type the text shown" autoFocus />
      {session.phase === 'ready' && (
        <Typography color="text.secondary">The clock starts when you type the first letter.</Typography>
      )}
      {session.counters.pasteAttempts > 0 && (
        <Typography color="warning.dark" role="status">
          Pasting is blocked in this test.
        </Typography>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
};
