import type { TComfortZoneChecks } from '@ats/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { CameraPreview } from './camera-preview';
import { LevelMeter } from './level-meter';
import { browserName } from './media-support';
import { useRecorderText } from './recorder-text';
import { useTakeRecorder } from './use-take-recorder';

interface Props {
  stream: MediaStream;
  mimeType: string;
  /** Measures the upload speed against this server (null when it could not). */
  measureKbps: () => Promise<number | null>;
  onReady: (checks: TComfortZoneChecks) => void;
}

/** Upload speed below which a 2-minute answer takes minutes to send. */
const SLOW_KBPS = 1000;

const Check = ({ ok, primary, secondary }: { ok: boolean | null; primary: string; secondary: string }) => (
  <ListItem disableGutters>
    <ListItemIcon sx={{ minWidth: 36 }}>
      {ok ? <CheckCircle color="success" aria-hidden /> : <ErrorOutline color="warning" aria-hidden />}
    </ListItemIcon>
    <ListItemText primary={primary} secondary={secondary} />
  </ListItem>
);

/**
 * The comfort zone: camera and microphone preview, a level meter, the network and browser
 * checks, and unlimited practice takes that stay on this device (never uploaded).
 */
export const ComfortZone = ({ stream, mimeType, measureKbps, onReady }: Props) => {
  const { t, lng } = useRecorderText();
  const [peak, setPeak] = useState(0);
  const [kbps, setKbps] = useState<number | null | undefined>(undefined);
  const [practiceUrl, setPracticeUrl] = useState<string | null>(null);
  const [practiceTakes, setPracticeTakes] = useState(0);
  const practice = useTakeRecorder(stream, mimeType);
  const measured = useRef(false);

  const runNetworkCheck = () => {
    setKbps(undefined);
    void measureKbps().then(setKbps);
  };
  useEffect(() => {
    if (measured.current) return;
    measured.current = true;
    runNetworkCheck();
  });
  useEffect(() => () => void (practiceUrl && URL.revokeObjectURL(practiceUrl)), [practiceUrl]);

  const togglePractice = async () => {
    if (practice.recording) {
      const take = await practice.stop();
      setPracticeUrl(URL.createObjectURL(take.blob));
      setPracticeTakes((n) => n + 1);
    } else {
      setPracticeUrl(null);
      practice.start();
    }
  };

  const camera = stream.getVideoTracks().some((t) => t.readyState === 'live');
  const microphone = stream.getAudioTracks().some((t) => t.readyState === 'live');
  const browser = browserName();

  return (
    <Stack spacing={2}>
      <Typography>{t('comfort.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Stack spacing={1}>
          <CameraPreview
            stream={practiceUrl ? null : stream}
            src={practiceUrl}
            label={practiceUrl ? t('comfort.practiceRecording') : t('answer.yourCamera')}
          />
          <LevelMeter stream={stream} onPeak={setPeak} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              onClick={() => void togglePractice()}
              aria-pressed={practice.recording}
            >
              {practice.recording
                ? t('comfort.stopPractice', { seconds: Math.floor(practice.elapsedMs / 1000) })
                : practiceTakes
                  ? t('comfort.practiceAgain')
                  : t('comfort.recordPractice')}
            </Button>
            {practiceUrl && (
              <Button onClick={() => setPracticeUrl(null)} variant="text">
                {t('comfort.backToCamera')}
              </Button>
            )}
          </Stack>
        </Stack>
        <section aria-labelledby="checks-title">
          <Typography id="checks-title" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
            {t('comfort.setup')}
          </Typography>
          <List dense>
            <Check
              ok={camera}
              primary={t('comfort.camera')}
              secondary={camera ? t('comfort.cameraOk') : t('comfort.cameraNone')}
            />
            <Check
              ok={microphone && peak > 0.03}
              primary={t('comfort.microphone')}
              secondary={
                !microphone
                  ? t('comfort.microphoneNone')
                  : peak > 0.03
                    ? t('comfort.microphoneOk')
                    : t('comfort.microphoneSilent')
              }
            />
            <Check
              ok={kbps === undefined ? null : kbps !== null && kbps >= SLOW_KBPS}
              primary={t('comfort.connection')}
              secondary={
                kbps === undefined
                  ? t('comfort.measuring')
                  : kbps === null
                    ? t('comfort.offline')
                    : t(kbps < SLOW_KBPS ? 'comfort.speedSlow' : 'comfort.speed', {
                        mbps: (kbps / 1000).toLocaleString(lng, {
                          minimumFractionDigits: 1,
                          maximumFractionDigits: 1,
                        }),
                      })
              }
            />
            <Check ok primary={t('comfort.browser')} secondary={t('comfort.browserOk', { browser })} />
          </List>
          <Button size="small" onClick={runNetworkCheck} disabled={kbps === undefined}>
            {t('comfort.checkAgain')}
          </Button>
        </section>
      </Box>
      <Box>
        <Button
          variant="contained"
          size="large"
          disabled={practice.recording}
          onClick={() =>
            onReady({
              camera,
              microphone,
              audioPeak: Math.round(peak * 100) / 100,
              uploadKbps: kbps ?? null,
              mediaRecorder: true,
              mimeType,
              browser,
              practiceTakes,
            })
          }
        >
          {t('comfort.ready')}
        </Button>
      </Box>
    </Stack>
  );
};
