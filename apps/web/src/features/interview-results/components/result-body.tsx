import type { TInterviewPhase, TInterviewResult } from '@ats/contract';
import Alert from '@mui/material/Alert';
import { ResumeVerdictView } from './resume/resume-verdict-view';
import { TypingResultView } from './typing/typing-result-view';

const WAITING: Record<TInterviewPhase, string> = {
  new: 'Not sent yet: there is no result.',
  sent: 'Sent: waiting for the candidate to start.',
  started: 'Started: waiting for the candidate to submit.',
  submitted: 'Submitted: the result is being scored.',
  evaluated: 'Evaluated, but no scored result was recorded.',
  abandoned: 'Abandoned: the candidate gave up or the link expired. There is no result.',
};

/** The scored result of any kind (typing now; video, resume and assessments add theirs). */
export const ResultBody = ({
  result,
  phase,
}: {
  result: TInterviewResult | null;
  phase: TInterviewPhase;
}) => {
  if (!result) return <Alert severity="info">{WAITING[phase]}</Alert>;
  switch (result.kind) {
    case 'typing-assessment':
      return <TypingResultView result={result} />;
    case 'resume-profile':
      return <ResumeVerdictView result={result} />;
  }
};
