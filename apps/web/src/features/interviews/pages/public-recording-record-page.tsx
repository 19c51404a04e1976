import type { TCandidateVideoInterview, TPublicRecordingCreated } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { InterviewShell } from '../components/interview-shell';
import { RecordingForm } from '../components/public-recordings/recording-form';
import { ShareLink } from '../components/public-recordings/share-link';
import { measureUploadKbps } from '../components/video/upload-answer';
import { VideoInterviewFlow } from '../components/video/video-interview-flow';
import { currentRecording, useCreatePublicRecordingMutation } from '../public-recordings-api';

/** A public recording seen as a one-question video interview, so the same recorder runs it. */
const asInterview = (r: TPublicRecordingCreated): TCandidateVideoInterview => ({
  firstName: r.name,
  closedReason: null,
  expiresAt: r.expiresAt,
  checksDone: false,
  questions: [
    {
      question: r.prompt,
      thinkTimeSeconds: 0,
      maxAnswerSeconds: r.maxAnswerSeconds,
      retakes: r.retakes,
      index: 0,
      token: r.uploadToken,
      status: 'sent',
      phase: 'started',
      answerStatus: 'pending',
      receivedChunks: [],
    },
  ],
});

/**
 * /public-recordings/record — anyone records a short video (a self-introduction, or a device check
 * before an interview) with the interview recorder, and gets a private share link.
 */
const PublicRecordingRecordPage = () => {
  const [recording, setRecording] = useState<TPublicRecordingCreated | null>(() => currentRecording.get());
  const [done, setDone] = useState(false);
  const [create, { isLoading, error }] = useCreatePublicRecordingMutation();

  const restart = () => {
    currentRecording.set(null);
    setRecording(null);
    setDone(false);
  };

  return (
    <InterviewShell title="Record a video">
      {!recording && (
        <>
          <Typography sx={{ mb: 2 }}>
            Record a short video of up to two minutes, such as an introduction of yourself or a check of your
            camera and microphone before an interview. You get a private link to share it.
          </Typography>
          <RecordingForm
            busy={isLoading}
            error={error ? errorMessageOf(error) : null}
            onSubmit={(body) => {
              void create(body)
                .unwrap()
                .then((r) => {
                  currentRecording.set(r);
                  setRecording(r);
                })
                .catch(() => undefined);
            }}
          />
        </>
      )}
      {recording && !done && (
        <Stack spacing={2}>
          <Typography>
            {recording.name}, check your camera and sound first, then record. Your video is kept on this
            device until it reaches us, so a lost connection never loses it.
          </Typography>
          <VideoInterviewFlow
            interview={asInterview(recording)}
            onStartQuestion={async () => undefined}
            onSaveChecks={async () => undefined}
            measureKbps={measureUploadKbps}
            onFinished={() => {
              currentRecording.set(null);
              setDone(true);
            }}
          />
        </Stack>
      )}
      {recording && done && (
        <Stack spacing={2}>
          <Alert severity="success">Your recording is saved. Share it with this private link:</Alert>
          <ShareLink shareToken={recording.shareToken} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to="/public-recordings" variant="outlined">
              My recordings
            </Button>
            <Button onClick={restart}>Record another</Button>
          </Stack>
        </Stack>
      )}
    </InterviewShell>
  );
};

export default PublicRecordingRecordPage;
