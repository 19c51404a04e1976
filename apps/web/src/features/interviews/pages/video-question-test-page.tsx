import type { TCandidateVideoInterview, TVideoQuestionTestCreated } from '@ats/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../shared/api-error';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { measureUploadKbps } from '../components/video/upload-answer';
import { VideoInterviewFlow } from '../components/video/video-interview-flow';
import {
  useCreateVideoQuestionTestMutation,
  useVideoQuestionTestOpenQuery,
} from '../video-question-test-api';

const TITLE = 'Video Interview Test';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The test as a one-question video interview, so the candidates' recorder runs it unchanged. */
const asInterview = (t: TVideoQuestionTestCreated): TCandidateVideoInterview => ({
  firstName: '',
  closedReason: null,
  expiresAt: t.expiresAt,
  checksDone: false,
  questions: [
    {
      ...t.question,
      index: 0,
      token: t.token,
      status: 'new',
      phase: 'started',
      answerStatus: 'pending',
      receivedChunks: [],
    },
  ],
});

/**
 * /interviews/video-question-test/:videoQuestionId — anyone with the link (a recruiter piloting
 * the question) records an answer after giving an email; it lands in the video question test results.
 */
const VideoQuestionTestPage = () => {
  const { videoQuestionId = '' } = useParams();
  const { data, isLoading, error } = useVideoQuestionTestOpenQuery(videoQuestionId, {
    skip: !videoQuestionId,
  });
  const [create] = useCreateVideoQuestionTestMutation();
  const [attempt, setAttempt] = useState<TVideoQuestionTestCreated | null>(null);
  const [done, setDone] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (isLoading) return <InterviewLoading />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !videoQuestionId)
      return (
        <InterviewClosed
          title="This test link is not valid"
          message="The question may have been removed. Ask the person who shared the link for a new one."
        />
      );
    return <InterviewClosed title="The test could not be loaded" message={errorMessageOf(error)} />;
  }
  if (done)
    return (
      <InterviewClosed
        title="Thank you!"
        message="Your answer has been received. It is in the video question test results."
      />
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) return setEmailError('Enter a valid email address');
    setBusy(true);
    setEmailError(null);
    try {
      setAttempt(await create({ referenceId: videoQuestionId, email: value }).unwrap());
    } catch (err) {
      setEmailError(fieldErrorsOf(err).email ?? errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <InterviewShell title={TITLE} overline={data.referenceName}>
      {attempt ? (
        <VideoInterviewFlow
          interview={asInterview(attempt)}
          onStartQuestion={async () => undefined}
          onSaveChecks={async () => undefined}
          measureKbps={measureUploadKbps}
          onFinished={() => setDone(true)}
        />
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 440 }}>
          <Typography>
            Enter your email address to try this video question. You answer on camera, as candidates do; your
            answer is saved with your email.
          </Typography>
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!emailError}
            helperText={emailError ?? ' '}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {busy ? 'One moment…' : 'Continue'}
          </Button>
        </Stack>
      )}
    </InterviewShell>
  );
};

export default VideoQuestionTestPage;
