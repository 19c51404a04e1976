import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { errorMessageOf, statusOf } from '../../../shared/api-error';
import { CandidateResources } from '../../../shared/candidates/candidate-resources';
import { useStartInterviewMutation } from '../api';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { measureUploadKbps } from '../components/video/upload-answer';
import { VideoInterviewFlow } from '../components/video/video-interview-flow';
import { useSaveVideoChecksMutation, useVideoInterviewQuery } from '../video-api';

const TITLE = 'Video Interview';
const NOT_VALID = {
  title: 'This link is not valid',
  message:
    'Check that you opened the whole link from your email. If it still does not work, ask the recruiter to send it again.',
};

/** /interviews/video-question/:token — the candidate's one-way video interview (every question of the group). */
const VideoQuestionPage = () => {
  const { token = '' } = useParams();
  const { data, isLoading, error, refetch } = useVideoInterviewQuery(token, { skip: !token });
  const [start] = useStartInterviewMutation();
  const [saveChecks] = useSaveVideoChecksMutation();

  if (isLoading) return <InterviewLoading />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !token) return <InterviewClosed {...NOT_VALID} />;
    return <InterviewClosed title="The interview could not be loaded" message={errorMessageOf(error)} />;
  }
  const open = data.questions.some(
    (q) => q.answerStatus !== 'uploaded' && ['new', 'sent', 'started'].includes(q.phase),
  );
  if (!open) {
    const answered = data.questions.filter((q) => q.answerStatus === 'uploaded').length;
    if (answered > 0)
      return (
        <InterviewClosed
          title="Thank you!"
          message={`Your ${answered === 1 ? 'answer has' : `${answered} answers have`} been received. The recruiter will be in touch.`}
        />
      );
    return data.closedReason === 'expired' ? (
      <InterviewClosed
        title="This link has expired"
        message="The time to record this interview is over. Ask the recruiter to send you a new link."
      />
    ) : (
      <InterviewClosed
        title="This interview is no longer available"
        message="If you think this is a mistake, contact the recruiter who sent you the link."
      />
    );
  }

  return (
    <InterviewShell title={TITLE}>
      <Typography sx={{ mb: 2 }}>
        {data.firstName ? `Hi ${data.firstName}, this` : 'This'} interview has {data.questions.length}{' '}
        question
        {data.questions.length === 1 ? '' : 's'}. You answer each on camera, in your own time. Each answer is
        saved on this device until it reaches us, so a lost connection never loses it.
      </Typography>
      <CandidateResources interviewToken={token} title="Resources to help you prepare" />
      <VideoInterviewFlow
        interview={data}
        onStartQuestion={async (t) => {
          await start(t).unwrap();
        }}
        onSaveChecks={async (t, checks) => {
          await saveChecks({ token: t, checks }).unwrap();
        }}
        measureKbps={measureUploadKbps}
        onFinished={() => void refetch()}
      />
    </InterviewShell>
  );
};

export default VideoQuestionPage;
