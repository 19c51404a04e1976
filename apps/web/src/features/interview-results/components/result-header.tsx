import type { TInterviewPhase } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InterviewStatusChip, OutcomeChip } from '../../../entities/applicants';

/** The title row of a result page: name, its phase and outcome chips and a subtitle; actions on the right. */
export const ResultHeader = ({
  title,
  subtitle,
  phase,
  outcome,
  actions,
  archivedNote,
}: {
  title: string;
  subtitle: ReactNode;
  phase: TInterviewPhase;
  outcome: 'passed' | 'failed' | null;
  actions: ReactNode;
  /** Shown under the header while the result is archived. */
  archivedNote?: string;
}) => (
  <>
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', md: 'center' },
        gap: 2,
        mb: 2,
        flexDirection: { xs: 'column', md: 'row' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
          <InterviewStatusChip phase={phase} />
          <OutcomeChip outcome={outcome} />
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
    {archivedNote && (
      <Alert severity="info" sx={{ mb: 2 }}>
        {archivedNote}
      </Alert>
    )}
  </>
);

/** A result page's body: the main column and, from large screens on, the details beside it. */
export const ResultColumns = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
      alignItems: 'start',
    }}
  >
    {children}
  </Box>
);
