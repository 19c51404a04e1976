import type { TTypingResult } from '@ats/contract';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fmtNumber } from '../format';

const Figure = ({ label, value, hint }: { label: string; value: string; hint: string }) => (
  <Box component="div" sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box component="dd" sx={{ m: 0 }}>
      <Typography
        component="span"
        sx={{ display: 'block', fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, lineHeight: 1.2 }}
      >
        {value}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  </Box>
);

const Threshold = ({ ok, label }: { ok: boolean; label: string }) => (
  <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    {ok ? (
      <CheckCircle fontSize="small" color="success" aria-hidden="true" />
    ) : (
      <Cancel fontSize="small" color="error" aria-hidden="true" />
    )}
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {ok ? 'Met: ' : 'Not met: '}
      </Box>
      {label}
    </Typography>
  </Box>
);

/** The server's figures (Monkeytype's definitions), the thresholds and the percentile. */
export const TypingFigures = ({ result }: { result: TTypingResult }) => {
  const { score, content } = result;
  const chars = `${score.correctChars} correct · ${score.incorrectChars} incorrect · ${score.extraChars} extra · ${score.missedChars} missed`;
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <Figure label="Net WPM" value={fmtNumber(score.netWpm)} hint="correct words / 5 per minute" />
        <Figure label="Accuracy" value={`${fmtNumber(score.accuracy)}%`} hint="correct keystrokes" />
        <Figure label="Raw WPM" value={fmtNumber(score.rawWpm)} hint="every typed character" />
        <Figure label="Consistency" value={`${fmtNumber(score.consistency)}%`} hint="evenness of pace" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Characters: {chars} · {score.durationSeconds} s test
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 0.75 }}>
        <Threshold ok={result.passedNetWpm} label={`net WPM at least ${content.minNetWpm}`} />
        <Threshold ok={result.passedAccuracy} label={`accuracy at least ${content.minAccuracy}%`} />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {result.percentile === null
          ? 'The first result of this typing test: no one to compare with yet.'
          : `Faster than ${fmtNumber(result.percentile, 0)}% of ${result.takers} takers of this typing test (net WPM).`}
      </Typography>
    </Box>
  );
};
