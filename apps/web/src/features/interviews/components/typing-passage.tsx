import type { TTypingReplay } from '@ats/contract';
import Box from '@mui/material/Box';
import { memo, useLayoutEffect, useRef } from 'react';

/** Words drawn around the current one (a long passage is never rendered whole). */
const BEFORE = 20;
const WINDOW = 120;

type WordState = 'past' | 'current' | 'future';

/**
 * One word: letters right (.c), wrong (.x), extra (.e), missed (.m) or not typed yet; the caret
 * sits in the current word after what was typed. Wrong is also underlined (not colour alone).
 */
const Word = memo(({ target, input, state }: { target: string; input: string; state: WordState }) => {
  const t = Array.from(target);
  const typed = Array.from(input);
  const wrongWord = state === 'past' && input !== target;
  const letters = [];
  for (let j = 0; j < Math.max(t.length, typed.length); j++) {
    if (state === 'current' && j === typed.length) letters.push(<span key="caret" className="caret" />);
    const cls =
      j >= typed.length
        ? state === 'past'
          ? 'm'
          : undefined
        : j >= t.length
          ? 'e'
          : typed[j] === t[j]
            ? 'c'
            : 'x';
    letters.push(
      <span key={j} className={cls}>
        {j < t.length ? t[j] : typed[j]}
      </span>,
    );
  }
  if (state === 'current' && typed.length >= t.length) letters.push(<span key="caret" className="caret" />);
  return (
    <span className={wrongWord ? 'w wrong' : 'w'} data-current={state === 'current' || undefined}>
      {letters}
    </span>
  );
});

/**
 * The passage as the candidate types it: three lines visible, the current line kept on the
 * second, letters coloured as they are typed.
 */
export const TypingPassage = ({ replay, idle }: { replay: TTypingReplay; idle: boolean }) => {
  const inner = useRef<HTMLDivElement>(null);
  const cur = replay.inputs.length - 1;
  const start = cur < BEFORE * 2 ? 0 : Math.floor(cur / BEFORE) * BEFORE - BEFORE;
  const words = replay.words.slice(start, start + WINDOW);

  // Scroll so the current word's line is the second visible line (transforms leave offsetTop be).
  useLayoutEffect(() => {
    const el = inner.current;
    const current = el?.querySelector<HTMLElement>('[data-current]');
    if (!el || !current) return;
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || current.offsetHeight || 1;
    const line = Math.floor((current.offsetTop + current.offsetHeight / 2) / lineHeight);
    el.style.transform = `translateY(${-Math.max(0, line - 1) * lineHeight}px)`;
  });

  return (
    <Box
      // The passage is the test's text, as staff wrote it.
      translate="no"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: 'calc(3 * 1.75em)',
        fontFamily: "ui-monospace, 'Roboto Mono', 'SFMono-Regular', Menlo, Consolas, monospace",
        fontSize: { xs: '1.2rem', md: '1.55rem' },
        lineHeight: 1.75,
        color: 'text.secondary',
        '& .w': { whiteSpace: 'nowrap' },
        '& .c': { color: 'text.primary' },
        '& .x': { color: 'error.dark', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
        '& .e': { color: 'error.dark', textDecoration: 'line-through' },
        '& .m': { textDecoration: 'underline dotted', textUnderlineOffset: '0.2em' },
        '& .wrong': {
          textDecoration: 'underline',
          textDecorationColor: 'var(--mui-palette-error-main, #d32f2f)',
        },
        '& .caret': {
          display: 'inline-block',
          width: 0,
          height: '1.2em',
          verticalAlign: 'text-bottom',
          borderLeft: '2px solid',
          borderColor: 'primary.main',
          mx: '-1px',
          animation: idle ? 'typing-caret-blink 1s step-end infinite' : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        '@keyframes typing-caret-blink': { '50%': { borderColor: 'transparent' } },
      }}
    >
      <Box ref={inner} sx={{ transition: 'transform 120ms ease-out', overflowWrap: 'normal' }}>
        {words.map((w, i) => {
          const index = start + i;
          const state: WordState = index < cur ? 'past' : index === cur ? 'current' : 'future';
          return (
            <span key={index}>
              <Word target={w.join('')} input={(replay.inputs[index] ?? []).join('')} state={state} />{' '}
            </span>
          );
        })}
      </Box>
    </Box>
  );
};
