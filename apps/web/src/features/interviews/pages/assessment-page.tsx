import { ASSESSMENT_KINDS, type TCandidateAssessment } from '@ats/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf, statusOf } from '../../../shared/api-error';
import { CandidateResources } from '../../../shared/candidates/candidate-resources';
import { useCandidateAssessmentQuery, useStartAssessmentMutation } from '../assessment-api';
import { AssessmentRunner } from '../components/assessment/assessment-runner';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';

const NOT_VALID = {
  title: 'This link is not valid',
  message:
    'Check that you opened the whole link from your email. If it still does not work, ask the recruiter to send it again.',
};

const minutes = (s: number) => `${Math.round(s / 60)} minutes`;

const Done = ({ title, name }: { title: string; name: string }) => (
  <InterviewShell title={title} overline={name}>
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography sx={{ mt: 1 }} role="status">
        Thank you: your answers have been submitted. The recruiter will review them and contact you about the
        next step.
      </Typography>
    </Box>
  </InterviewShell>
);

/** /interviews/language/:token and /interviews/writing/:token — the candidate's assessment. */
const AssessmentPage = () => {
  const { token = '' } = useParams();
  const { data, isLoading, error, refetch } = useCandidateAssessmentQuery(token, { skip: !token });
  const [start, startState] = useStartAssessmentMutation();
  const [running, setRunning] = useState<TCandidateAssessment | null>(null);
  const [done, setDone] = useState(false);

  if (isLoading) return <InterviewLoading />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !token) return <InterviewClosed {...NOT_VALID} />;
    return <InterviewClosed title="The assessment could not be loaded" message={errorMessageOf(error)} />;
  }
  const title = `${ASSESSMENT_KINDS[data.type].label} Assessment`;
  if (done || data.closedReason === 'submitted') return <Done title={title} name={data.referenceName} />;
  if (data.closedReason === 'expired')
    return (
      <InterviewClosed
        title="This link has expired"
        message="The time to take this assessment is over. Ask the recruiter to send you a new link."
      />
    );
  if (data.closedReason || !data.content)
    return (
      <InterviewClosed
        title="This assessment is no longer available"
        message="If you think this is a mistake, contact the recruiter who sent you the link."
      />
    );

  const current = running ?? (data.phase === 'started' ? data : null);
  if (current)
    return (
      <InterviewShell title={title} overline={data.referenceName}>
        <AssessmentRunner
          token={token}
          data={current}
          onSubmitted={() => {
            setDone(true);
            void refetch();
          }}
        />
      </InterviewShell>
    );

  return (
    <InterviewShell title={title} overline={data.referenceName}>
      <Typography sx={{ mb: 2 }}>
        {data.firstName ? `Hi ${data.firstName}, ` : ''}you have {minutes(data.timeLimitSeconds)} once you
        start. The timer keeps running if you close the page, so start when you are ready.
      </Typography>
      {data.content.instructions && (
        <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{data.content.instructions}</Typography>
      )}
      <CandidateResources interviewToken={token} title="Resources to help you prepare" />
      <Box component="ul" sx={{ pl: 3, mb: 3, '& li': { mb: 0.5 } }}>
        <li>Your answers are saved automatically every few seconds.</li>
        <li>If the page reloads, open the link again: you continue with the time you have left.</li>
        {data.type === 'writing' ? (
          <>
            <li>Pasting text is turned off; please type your answer.</li>
            <li>Leaving this page during the task is noted for the recruiter.</li>
          </>
        ) : (
          <li>Recordings can be played a limited number of times: have your sound on.</li>
        )}
      </Box>
      {startState.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(startState.error)}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        disabled={startState.isLoading}
        onClick={async () => {
          try {
            setRunning(await start(token).unwrap());
          } catch {
            // shown above
          }
        }}
      >
        Start the assessment
      </Button>
    </InterviewShell>
  );
};

export default AssessmentPage;
