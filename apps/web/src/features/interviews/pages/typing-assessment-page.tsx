import { INTERVIEW_CLOSED_REASONS, type TCandidateInterview } from '@ats/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { errorMessageOf, statusOf } from '../../../shared/api-error';
import { CandidateResources } from '../../../shared/candidates/candidate-resources';
import { useCandidateInterviewQuery, useStartInterviewMutation, useSubmitInterviewMutation } from '../api';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { TypingAssessmentFlow } from '../components/typing-assessment-flow';
import { TypingResult } from '../components/typing-result';

const TITLE = 'Typing Assessment';
const NOT_VALID = {
  title: 'This link is not valid',
  message:
    'Check that you opened the whole link from your email. If it still does not work, ask the recruiter to send it again.',
};

const closedPage = (i: TCandidateInterview) => {
  switch (i.closedReason) {
    case 'expired':
      return {
        title: 'This link has expired',
        message: 'The time to take this test is over. Ask the recruiter to send you a new link.',
      };
    case 'submitted':
      return { title: 'Already submitted', message: INTERVIEW_CLOSED_REASONS.submitted.label };
    default:
      return {
        title: 'This test is no longer available',
        message: 'If you think this is a mistake, contact the recruiter who sent you the link.',
      };
  }
};

/** `?next=` from the application flow: only its own pages, never another site. */
const useBackToApplication = () => {
  const next = useSearchParams()[0].get('next') ?? '';
  if (!/^\/interviews\/requisition\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[a-z-]+$/.test(next)) return null;
  return (
    <Button variant="contained" component={RouterLink} to={next} sx={{ mt: 3 }}>
      Back to your application
    </Button>
  );
};

/** /interviews/typing-assessment/:token — the candidate's typing test, opened from the mailed link. */
const TypingAssessmentPage = () => {
  const { token = '' } = useParams();
  const back = useBackToApplication();
  const { data, isLoading, error } = useCandidateInterviewQuery(token, { skip: !token });
  const [start] = useStartInterviewMutation();
  const [submit] = useSubmitInterviewMutation();
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (isLoading) return <InterviewLoading />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !token) return <InterviewClosed {...NOT_VALID} />;
    return <InterviewClosed title="The test could not be loaded" message={errorMessageOf(error)} />;
  }
  if (closedMessage) return <InterviewClosed title="This test is closed" message={closedMessage} />;
  if (data.type !== 'typing-assessment') return <InterviewClosed {...NOT_VALID} />;
  if (data.closedReason || !data.content) {
    const page = closedPage(data);
    if (data.closedReason === 'submitted' && data.outcome)
      return (
        <InterviewShell title={TITLE} overline={data.referenceName}>
          <TypingResult outcome={data.outcome} />
          {back}
        </InterviewShell>
      );
    return <InterviewClosed {...page} />;
  }

  const alreadyStarted = data.phase === 'started';
  return (
    <InterviewShell title={TITLE} overline={data.referenceName}>
      <Typography sx={{ mb: 2 }}>
        {data.firstName ? `Hi ${data.firstName}, this` : 'This'} short typing test measures your speed and
        accuracy.
        {alreadyStarted && ' You opened this test before; starting again is noted as a restart.'}
      </Typography>
      <CandidateResources interviewToken={token} title="Resources to help you prepare" />
      <TypingAssessmentFlow
        content={data.content}
        initialRestarts={alreadyStarted ? 1 : 0}
        onStart={() => (alreadyStarted ? Promise.resolve() : start(token).unwrap())}
        onSubmit={(log) => submit({ token, log }).unwrap()}
        onClosed={setClosedMessage}
      />
      {back}
    </InterviewShell>
  );
};

export default TypingAssessmentPage;
