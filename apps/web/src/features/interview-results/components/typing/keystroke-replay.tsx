import type { TKeystroke } from '@ats/contract';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { keysBefore, rebuildTyped, type TypedRun } from './rebuild-typed';

const SPEEDS = [0.5, 1, 2, 4] as const;

const TITLE: Record<TypedRun['state'], (r: TypedRun) => string | undefined> = {
  correct: () => undefined,
  wrong: (r) => `Typed “${r.text}”, expected “${r.expected}”`,
  extra: (r) => `Extra letters “${r.text}”`,
  missed: (r) => `Missed “${r.expected}”`,
};

const RUN_STYLE: Record<TypedRun['state'], SxProps<Theme>> = {
  correct: { color: 'text.primary' },
  wrong: (t) => ({
    color: t.palette.error.dark,
    bgcolor: alpha(t.palette.error.main, 0.12),
    textDecoration: 'underline',
    textDecorationColor: t.palette.error.main,
  }),
  extra: (t) => ({
    color: t.palette.error.dark,
    bgcolor: alpha(t.palette.warning.main, 0.18),
  }),
  missed: { color: 'text.secondary', bgcolor: 'transparent', textDecoration: 'line-through' },
};

const clock = (ms: number) => {
  const s = Math.max(0, ms) / 1000;
  return `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;
};

/**
 * Plays the keystroke log back in real time (or faster): the typed text is rebuilt key by key
 * over the passage, right characters in the text colour, wrong ones highlighted (hover shows
 * what was expected), the rest of the passage greyed out.
 */
export const KeystrokeReplay = ({
  passage,
  keystrokes,
  durationSeconds,
}: {
  passage: string;
  keystrokes: readonly TKeystroke[];
  durationSeconds: number;
}) => {
  const end = Math.max(durationSeconds * 1000, keystrokes.at(-1)?.t ?? 0);
  const [at, setAt] = useState(end);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const textId = useId();
  const frame = useRef<number | null>(null);

  const atRef = useRef(at);
  atRef.current = at;
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const tick = (now: number) => {
      const next = atRef.current + (now - last) * speed;
      last = now;
      if (next >= end) {
        setAt(end);
        setPlaying(false);
        return;
      }
      setAt(next);
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [playing, speed, end]);

  // At the end every key is in, including one stamped at the very last millisecond.
  const count = at >= end ? keystrokes.length : keysBefore(keystrokes, at);
  const snap = useMemo(() => rebuildTyped(passage, keystrokes, count), [passage, keystrokes, count]);

  const play = () => {
    if (at >= end) setAt(0);
    setPlaying(true);
  };

  if (!keystrokes.length) return <Typography color="text.secondary">No keystrokes to replay.</Typography>;

  return (
    <Box>
      <Box
        id={textId}
        role="region"
        aria-label="Typed text"
        tabIndex={0}
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: { xs: '0.95rem', sm: '1.05rem' },
          lineHeight: 1.7,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
          maxHeight: 260,
          overflowY: 'auto',
        }}
      >
        {snap.runs.map((r, i) => (
          <Box
            // Runs are rebuilt from scratch each frame; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            component={r.state === 'correct' ? 'span' : 'mark'}
            title={TITLE[r.state](r)}
            sx={RUN_STYLE[r.state]}
          >
            {r.text}
          </Box>
        ))}
        <Box
          component="span"
          aria-hidden="true"
          sx={{ borderLeft: 2, borderColor: 'primary.main', ml: '-1px', mr: '-1px' }}
        />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {snap.rest}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          mt: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Tooltip title={playing ? 'Pause' : 'Play'}>
          <IconButton
            aria-label={playing ? 'Pause replay' : 'Play replay'}
            aria-controls={textId}
            onClick={playing ? () => setPlaying(false) : play}
            color="primary"
          >
            {playing ? <Pause /> : <PlayArrow />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Back to the start">
          <IconButton
            aria-label="Back to the start"
            onClick={() => {
              setPlaying(false);
              setAt(0);
            }}
          >
            <Replay />
          </IconButton>
        </Tooltip>
        <Slider
          value={Math.round(at)}
          min={0}
          max={Math.round(end)}
          step={100}
          onChange={(_, v) => {
            setPlaying(false);
            setAt(v as number);
          }}
          aria-label="Replay position"
          getAriaValueText={(v) => `${(v / 1000).toFixed(1)} seconds`}
          sx={{ flex: '1 1 160px', minWidth: 140, mx: 1 }}
        />
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 96 }}>
          {clock(at)} / {clock(end)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={speed}
          onChange={(_, v) => v && setSpeed(v)}
          aria-label="Replay speed"
        >
          {SPEEDS.map((s) => (
            <ToggleButton key={s} value={s} aria-label={`${s} times speed`}>
              {s}×
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {snap.keys} of {keystrokes.length} keystrokes · {snap.wrong} wrong or extra letters on screen
      </Typography>
    </Box>
  );
};
