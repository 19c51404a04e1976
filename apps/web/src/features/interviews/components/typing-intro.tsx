import { labelOf, type TTypingContent, TYPING_LANGUAGES } from '@ats/contract';
import Keyboard from '@mui/icons-material/Keyboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { durationLabel } from './duration-label';

interface Props {
  content: TTypingContent;
  onPractice: () => void;
  onSkipPractice: () => void;
}

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontSize: '1.15rem', fontWeight: 600 }}>
      {value}
    </Typography>
  </Box>
);

/** What the test is, before anything is timed: duration, thresholds, how it works. */
export const TypingIntro = ({ content, onPractice, onSkipPractice }: Props) => (
  <Stack spacing={3}>
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
    >
      <Fact label="Duration" value={durationLabel(content.durationSeconds)} />
      <Fact label="Target speed" value={`${content.minNetWpm} WPM`} />
      <Fact label="Target accuracy" value={`${content.minAccuracy} %`} />
      <Fact label="Language" value={labelOf(TYPING_LANGUAGES, content.language)} />
    </Box>
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
      <li>The clock starts at your first keystroke and runs for {durationLabel(content.durationSeconds)}.</li>
      <li>
        Type the words as shown. A space moves to the next word; Backspace corrects. Mistakes you correct
        still count against accuracy.
      </li>
      <li>Speed counts only words typed exactly right (words per minute, 5 characters a word).</li>
      <li>Pasting is blocked. Stay on this page: leaving it and restarting are noted.</li>
    </Box>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button variant="contained" size="large" startIcon={<Keyboard />} onClick={onPractice}>
        Warm up with a practice line
      </Button>
      <Button variant="text" size="large" onClick={onSkipPractice}>
        Skip practice
      </Button>
    </Stack>
  </Stack>
);
