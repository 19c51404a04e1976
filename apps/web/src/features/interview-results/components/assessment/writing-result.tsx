import type { TWritingAnalysis, TWritingFinding } from '@ats/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Section } from '../section';

const CHECK_LABEL: Record<TWritingFinding['check'], string> = {
  spelling: 'Spelling',
  'repeated-word': 'Repeated word',
  'indefinite-article': 'a / an',
  contraction: 'Contraction',
  'passive-voice': 'Passive voice',
  'sentence-spacing': 'Sentence spacing',
};

/** The text with each finding's passage marked (hover or focus shows why). */
const Highlighted = ({ text, findings }: { text: string; findings: TWritingFinding[] }) => {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [i, f] of findings.entries()) {
    if (f.start < at) continue; // overlapping findings: the first one is marked
    parts.push(text.slice(at, f.start));
    parts.push(
      <Tooltip key={i} title={`${CHECK_LABEL[f.check]}: ${f.message}`}>
        <Box
          component="mark"
          tabIndex={0}
          aria-label={`${text.slice(f.start, f.end)} (${CHECK_LABEL[f.check]}: ${f.message})`}
          sx={{
            bgcolor: f.check === 'passive-voice' ? 'info.light' : 'warning.light',
            color: 'text.primary',
            borderRadius: 0.5,
            px: 0.25,
          }}
        >
          {text.slice(f.start, f.end) || '·'}
        </Box>
      </Tooltip>,
    );
    at = f.end;
  }
  parts.push(text.slice(at));
  return (
    <Box
      sx={{
        whiteSpace: 'pre-wrap',
        lineHeight: 1.8,
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflowWrap: 'anywhere',
      }}
      data-testid="writing-text"
    >
      {parts}
    </Box>
  );
};

/** What the built-in engine found (and the AI provider, when configured), with its evidence. */
export const WritingResult = ({ w }: { w: TWritingAnalysis }) => (
  <>
    <Section title="Candidate's text">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {w.wordCount} words ({w.minWords}–{w.maxWords} asked) · {w.sentenceCount} sentences · Flesch reading
        ease {w.readability.fleschReadingEase} · Flesch–Kincaid grade {w.readability.fleschKincaidGrade}
      </Typography>
      <Highlighted text={w.text} findings={w.findings} />
    </Section>
    <Section title="Rubric (built-in engine)">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {w.criteria.map((c) => (
          <Box key={c.id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {c.label}{' '}
                <Typography component="span" variant="caption">
                  ×{c.weight}
                </Typography>
              </Typography>
              <Typography variant="body2">{c.score}</Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={c.score}
              aria-label={`${c.label}: ${c.score}`}
              sx={{ height: 6, borderRadius: 3, my: 0.5 }}
            />
            <Typography variant="caption" color="text.secondary">
              {c.evidence}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
    <Section title={`Findings (${w.findings.length})`}>
      {w.findings.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {w.findings.map((f) => (
            <li key={`${f.check}-${f.start}-${f.end}`}>
              <Chip size="small" label={CHECK_LABEL[f.check]} sx={{ mr: 1 }} />
              <Typography component="span" variant="body2">
                “{f.excerpt}”: {f.message}
                {f.suggestions.length ? ` (suggested: ${f.suggestions.join(', ')})` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">No spelling, grammar or style findings.</Typography>
      )}
      <Typography variant="body2" sx={{ mt: 2, fontWeight: 600 }}>
        Key points of the task
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {w.keyPoints.map((k) => (
          <li key={k.point}>
            <Typography variant="body2">
              {k.covered ? '✓' : '✗'} {k.point}
              {k.matched.length ? ` (found: ${k.matched.join(', ')})` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
    {w.ai && (
      <Section title="AI rubric suggestion">
        <Typography>
          <strong>{w.ai.score}</strong> / 100 · {w.ai.provider}
        </Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          {w.ai.summary}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {w.ai.evidence.map((e) => (
            <li key={e}>
              <Typography variant="body2">{e}</Typography>
            </li>
          ))}
        </Box>
      </Section>
    )}
  </>
);
