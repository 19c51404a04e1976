import type { TApplicantKind } from '@ats/contract';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CandidateEmailsPanel } from '../candidate-emails';
import { ScheduledInterviewsPanel } from './scheduled-interviews-panel';
import { ScorecardsPanel } from './scorecards-panel';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, minWidth: 0 }}>
    <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** Scheduled interviews, scorecards and emails of one applicant (both applicant pages). */
export const ApplicantWorkspacePanels = ({
  kind,
  applicantId,
  candidateName,
}: {
  kind: TApplicantKind;
  applicantId: string;
  candidateName: string;
}) => (
  <>
    <Section title="Scheduled interviews">
      <ScheduledInterviewsPanel kind={kind} applicantId={applicantId} candidateName={candidateName} />
    </Section>
    <Section title="Scorecards">
      <ScorecardsPanel kind={kind} applicantId={applicantId} />
    </Section>
    <Section title="Emails">
      <CandidateEmailsPanel kind={kind} applicantId={applicantId} />
    </Section>
  </>
);
