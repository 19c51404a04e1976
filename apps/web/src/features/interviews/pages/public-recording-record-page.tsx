import type { TCandidateVideoInterview, TPublicRecordingCreated } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { InterviewShell } from '../components/interview-shell';
import { RecordingForm } from '../components/public-recordings/recording-form';
import { RecordingsTranslated } from '../components/public-recordings/recordings-translated';
import { ShareLink } from '../components/public-recordings/share-link';
import { RecorderLanguage } from '../components/video/recorder-text';
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
const PublicRecordingRecord = () => {
  const { t } = useTranslation('recordings');
  // A failed call in the interview pages' words (their `errors` group).
  const { t: words } = useTranslation('interviews');
  const [recording, setRecording] = useState<TPublicRecordingCreated | null>(() => currentRecording.get());
  const [done, setDone] = useState(false);
  const [create, { isLoading, error }] = useCreatePublicRecordingMutation();

  const restart = () => {
    currentRecording.set(null);
    setRecording(null);
    setDone(false);
  };

  return (
    <InterviewShell title={t('recordTitle')}>
      {!recording && (
        <>
          <Typography sx={{ mb: 2 }}>{t('recordIntro')}</Typography>
          <RecordingForm
            busy={isLoading}
            error={error ? candidateErrorOf(error, words) : null}
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
          <Typography>{t('checkFirst', { name: recording.name })}</Typography>
          <VideoInterviewFlow
            interview={asInterview(recording)}
            onStartQuestion={async () => undefined}
            onSaveChecks={async () => undefined}
            measureKbps={measureUploadKbps}
            wording="recording"
            onFinished={() => {
              currentRecording.set(null);
              setDone(true);
            }}
          />
        </Stack>
      )}
      {recording && done && (
        <Stack spacing={2}>
          <Alert severity="success">{t('saved')}</Alert>
          <ShareLink shareToken={recording.shareToken} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to="/public-recordings" variant="outlined">
              {t('mine')}
            </Button>
            <Button onClick={restart}>{t('another')}</Button>
          </Stack>
        </Stack>
      )}
    </InterviewShell>
  );
};

const RecorderInPageLanguage = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  return <RecorderLanguage lng={i18n.language || 'en'}>{children}</RecorderLanguage>;
};

/** The page and the recorder in the candidate's language, with the language switcher. */
const PublicRecordingRecordPage = () => (
  <RecordingsTranslated>
    <RecorderInPageLanguage>
      <PublicRecordingRecord />
    </RecorderInPageLanguage>
  </RecordingsTranslated>
);

export default PublicRecordingRecordPage;
