import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHiddenTypingInput } from '../hooks/use-hidden-typing-input';
import type { TypingSession } from '../hooks/use-typing-session';
import { TypingPassage } from './typing-passage';

interface Props {
  session: TypingSession;
  /** Accessible name of the typing field. */
  label: string;
  autoFocus?: boolean;
}

/**
 * The passage with a hidden input over it that keeps the keyboard (a phone's on-screen keyboard
 * too). Tapping or clicking the passage focuses it; when focus is elsewhere a hint says so.
 */
export const TypingArea = ({ session, label, autoFocus }: Props) => {
  const { t } = useTranslation('interviews');
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const hintId = useId();
  useHiddenTypingInput(input, session);
  const done = session.phase === 'done';

  useEffect(() => {
    if (autoFocus) input.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  return (
    <Box
      onPointerDown={(e) => {
        if (e.target !== input.current) e.preventDefault();
        input.current?.focus({ preventScroll: true });
      }}
      sx={{
        position: 'relative',
        p: { xs: 1.5, md: 2.5 },
        borderRadius: 2,
        border: 2,
        borderColor: focused && !done ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        cursor: 'text',
      }}
    >
      <TypingPassage replay={session.replay} idle={session.phase === 'ready'} />
      <Box
        component="input"
        ref={input}
        type="text"
        aria-label={label}
        aria-describedby={hintId}
        disabled={done}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode="text"
        enterKeyHint="next"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          opacity: 0,
          fontSize: 16, // below 16 px iOS zooms the page on focus
          border: 0,
          p: 0,
          cursor: 'text',
          caretColor: 'transparent',
        }}
      />
      <Typography
        id={hintId}
        variant="body2"
        color={focused || done ? 'text.secondary' : 'primary.main'}
        sx={{ mt: 1, fontWeight: focused ? 400 : 600 }}
      >
        {t(done ? 'typing.area.finished' : focused ? 'typing.area.typing' : 'typing.area.tapToStart')}
      </Typography>
    </Box>
  );
};
