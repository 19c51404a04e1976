import {
  ASSESSMENT_PATHS,
  restoredRecorder,
  type TCandidateAssessment,
  type TCandidateLanguageSection,
} from '@ats/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Videocam from '@mui/icons-material/Videocam';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENV } from '../../../../shared/config/environment';
import { AnswerRecorder, type RestoredTake } from '../video/answer-recorder';
import { answerStore } from '../video/answer-store';
import { askMedia } from '../video/ask-media';
import { canRecord, pickMimeType } from '../video/media-support';
import { RecorderStatus } from '../video/recorder-status';
import { useRecorderText } from '../video/recorder-text';
import { useRecorderMachine } from '../video/use-recorder-machine';

type Item = TCandidateLanguageSection['spokenItems'][number];

const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];
const mimeFor = (media: Item['media']) =>
  media === 'microphone'
    ? (AUDIO_TYPES.find((t) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t)) ??
      null)
    : pickMimeType();

/** Where an item's take lives in the browser until the server confirms it. */
const storeKey = (token: string, itemId: string) => `assessment:${token}:${itemId}`;
const rootOf = (token: string, itemId: string) =>
  `${ENV.apiBase.replace(/\/$/, '')}${ASSESSMENT_PATHS.spokenProgress.replace(/^\/api/, '')}`
    .replace(':token', encodeURIComponent(token))
    .replace(':itemId', encodeURIComponent(itemId));

/**
 * One spoken item with the video interview's recorder (the contract's machine, the takes kept in
 * IndexedDB, the resumable tus upload) pointed at the assessment's spoken-answer endpoint.
 */
const SpokenItem = ({ token, item, onUploaded }: { token: string; item: Item; onUploaded: () => void }) => {
  const { t } = useTranslation('interviews');
  const recorder = useRecorderText();
  const { snapshot, machine } = useRecorderMachine(item.retakes);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [restored, setRestored] = useState<RestoredTake | null>(null);
  const booted = useRef(false);
  const key = storeKey(token, item.id);
  const mimeType = mimeFor(item.media);

  const askDevice = useCallback(async () => {
    if (!canRecord() || !mimeType) {
      machine.send({ type: 'FAIL', message: recorder.t('errors.unsupportedBrowser') });
      return;
    }
    await askMedia(
      machine,
      item.media === 'camera' ? { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' } : false,
      setStream,
      recorder.t('errors.noDevice'),
    );
  }, [machine, item.media, mimeType, recorder]);

  // A take kept in this browser comes back after a reload: one being sent resumes at once,
  // one recorded but not sent is shown to watch, send or retake.
  useEffect(() => {
    if (booted.current) return;
    booted.current = true;
    void (async () => {
      const take = await answerStore.getTake(key).catch(() => undefined);
      const blob = take ? await answerStore.blobOf(take).catch(() => null) : null;
      if (!take || !blob?.size) return;
      machine.reset(
        restoredRecorder(item.retakes, take.status === 'sending' ? 'validating' : 'stopped', take.takes ?? 1),
      );
      setRestored({ ...take, blob });
    })();
  }, [key, machine, item.retakes]);

  useEffect(
    () => () => {
      for (const t of stream?.getTracks() ?? []) t.stop();
    },
    [stream],
  );

  const state = snapshot.state;
  const needsDevice = !stream && (state === 'prompt' || state === 'denied' || state === 'stopped');
  return (
    <Stack spacing={2}>
      {needsDevice && (
        <Box>
          <Button variant="contained" startIcon={<Videocam />} onClick={() => void askDevice()}>
            {t(
              item.media === 'camera'
                ? 'assessment.spoken.turnOnCamera'
                : 'assessment.spoken.turnOnMicrophone',
            )}
          </Button>
        </Box>
      )}
      {state === 'prompt' || state === 'denied' ? (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }} translate="no">
            {item.prompt}
          </Typography>
          <RecorderStatus state={state} message={snapshot.message} />
        </>
      ) : (
        <AnswerRecorder
          machine={machine}
          snapshot={snapshot}
          stream={stream}
          mimeType={mimeType}
          question={{
            question: item.prompt,
            thinkTimeSeconds: item.thinkTimeSeconds,
            maxAnswerSeconds: item.maxAnswerSeconds,
            retakes: item.retakes,
          }}
          token={key}
          uploadRoot={rootOf(token, item.id)}
          started
          onStart={async () => undefined}
          restored={restored}
          onUploaded={onUploaded}
        />
      )}
    </Stack>
  );
};

const shortened = (prompt: string) => (prompt.length > 80 ? `${prompt.slice(0, 80)}…` : prompt);

/** A speaking section: its items in order, one recorder at a time; sent items are ticked off. */
export const SpokenSection = ({
  token,
  section,
  spoken,
}: {
  token: string;
  section: TCandidateLanguageSection;
  spoken: TCandidateAssessment['spoken'];
}) => {
  const { t } = useTranslation('interviews');
  const [sent, setSent] = useState<Set<string>>(
    () =>
      new Set(
        Object.entries(spoken)
          .filter(([, v]) => v.status === 'uploaded')
          .map(([k]) => k),
      ),
  );
  const current = section.spokenItems.find((i) => !sent.has(i.id));
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {section.spokenItems.map((i) => (
          <li key={i.id}>
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {sent.has(i.id) && <CheckCircle color="success" fontSize="small" aria-hidden />}
              {sent.has(i.id) ? (
                t('assessment.spoken.sent', { prompt: shortened(i.prompt) })
              ) : (
                <span translate="no">{shortened(i.prompt)}</span>
              )}
            </Typography>
          </li>
        ))}
      </Box>
      {current ? (
        <SpokenItem
          key={current.id}
          token={token}
          item={current}
          onUploaded={() => setSent((s) => new Set(s).add(current.id))}
        />
      ) : (
        <Alert severity="success">{t('assessment.spoken.received')}</Alert>
      )}
    </Stack>
  );
};
