import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of every builder's preview: a card that looks like the candidate's step. */
export const CandidatePreview = ({ step, children }: { step: string; children: ReactNode }) => (
  <Paper
    variant="outlined"
    component="section"
    aria-label="Candidate preview"
    sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.default' }}
  >
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
        Candidate preview
      </Typography>
      <Chip size="small" label={step} />
    </Box>
    <Paper sx={{ p: { xs: 2, md: 3 } }} elevation={0}>
      {children}
    </Paper>
  </Paper>
);

/** Placeholder text while the form is still empty. */
export const PreviewEmpty = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
    {children}
  </Typography>
);

export const seconds = (s: unknown) => {
  const n = Number(s) || 0;
  return n >= 60 && n % 60 === 0 ? `${n / 60} min` : `${n} s`;
};
