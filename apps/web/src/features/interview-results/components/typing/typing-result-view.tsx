import type { TTypingResult } from '@ats/contract';
import Box from '@mui/material/Box';
import { Section } from '../section';
import { IntegritySignals } from './integrity-signals';
import { KeystrokeReplay } from './keystroke-replay';
import { TypingFigures } from './typing-figures';
import { WpmChart } from './wpm-chart';

/** A typing result: figures and thresholds, integrity, the WPM chart and the keystroke replay. */
export const TypingResultView = ({ result }: { result: TTypingResult }) => (
  <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
    <Section title="Result">
      <TypingFigures result={result} />
    </Section>
    <Section title="Integrity">
      <IntegritySignals integrity={result.integrity} />
    </Section>
    <Section title="Words per minute">
      <WpmChart points={result.score.perSecond} />
    </Section>
    <Section title="Keystroke replay">
      <KeystrokeReplay
        passage={result.content.passage}
        keystrokes={result.keystrokes}
        durationSeconds={result.score.durationSeconds}
      />
    </Section>
  </Box>
);
