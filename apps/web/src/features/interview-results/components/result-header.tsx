import type { TInterviewPhase } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InterviewStatusChip, OutcomeChip } from '../../../entities/applicants';
import { PageHeader } from '../../../shared/ui/page-header';

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
    <PageHeader title={title} actions={actions} stackBelow="md">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        <InterviewStatusChip phase={phase} />
        <OutcomeChip outcome={outcome} />
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
    </PageHeader>
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
