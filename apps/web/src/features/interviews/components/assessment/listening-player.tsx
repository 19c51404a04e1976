import { ASSESSMENT_PATHS } from '@ats/contract';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateErrorOf } from '../../../../entities/candidate-pages/candidate-error';
import { ENV } from '../../../../shared/config/environment';
import { usePlayAssessmentAudioMutation } from '../../assessment-api';

/**
 * One play of an uploaded clip: the server counts it and answers the bytes (409 when none are
 * left); a failure without the server's message says `failed(status)`.
 */
const fetchClip = async (token: string, sectionId: string, failed: (status: number) => string) => {
  const res = await fetch(
    `${ENV.apiBase.replace(/\/$/, '')}${ASSESSMENT_PATHS.audio.replace(/^\/api/, '')}`
      .replace(':token', encodeURIComponent(token))
      .replace(':sectionId', encodeURIComponent(sectionId)),
  );
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? failed(res.status));
  }
  return { blob: await res.blob(), plays: Number(res.headers.get('x-plays')) };
};

/**
 * A listening clip: each play is counted by the server first (at most `maxPlays`, a reload does
 * not reset it), then the uploaded clip plays, or, without one, the browser reads the script
 * aloud. The script itself is never shown.
 */
export const ListeningPlayer = ({
  token,
  sectionId,
  maxPlays,
  initialPlays,
  language,
  hasAudio = false,
}: {
  token: string;
  sectionId: string;
  maxPlays: number;
  initialPlays: number;
  language: string;
  hasAudio?: boolean;
}) => {
  const { t } = useTranslation('interviews');
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => () => audio.current?.pause(), []);
  const [plays, setPlays] = useState(initialPlays);
  const [speaking, setSpeaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [play, { isLoading }] = usePlayAssessmentAudioMutation();
  const left = Math.max(0, maxPlays - plays);

  const onPlay = async () => {
    setError(null);
    if (hasAudio) {
      try {
        setSpeaking(true);
        const clip = await fetchClip(token, sectionId, (status) =>
          t('assessment.listening.notPlayed', { status }),
        );
        setPlays(clip.plays || plays + 1);
        const el = audio.current!;
        const src = URL.createObjectURL(clip.blob);
        el.src = src;
        el.onended = () => {
          setSpeaking(false);
          URL.revokeObjectURL(src);
        };
        el.onerror = () => {
          setSpeaking(false);
          setError(t('assessment.listening.cannotPlay'));
        };
        await el.play();
      } catch (e) {
        setSpeaking(false);
        setError((e as Error).message);
      }
      return;
    }
    try {
      const r = await play({ token, sectionId }).unwrap();
      setPlays(r.plays);
      if ('speechSynthesis' in window) {
        const u = new SpeechSynthesisUtterance(r.transcript);
        u.lang = language;
        u.rate = 0.95;
        u.onend = () => setSpeaking(false);
        u.onerror = () => setSpeaking(false);
        setSpeaking(true);
        window.speechSynthesis.cancel();
        window.speechSynthesis.speak(u);
      } else {
        setError(t('assessment.listening.cannotPlay'));
      }
    } catch (e) {
      setError(candidateErrorOf(e, t));
    }
  };

  return (
    <Box sx={{ my: 2 }}>
      {/* biome-ignore lint/a11y/useMediaCaption: a listening test clip; its script is the staff's only */}
      <audio ref={audio} hidden data-testid={`clip-${sectionId}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PlayArrow />}
          onClick={onPlay}
          disabled={left === 0 || isLoading || speaking}
        >
          {t(speaking ? 'assessment.listening.playing' : 'assessment.listening.play')}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid={`plays-left-${sectionId}`}>
          {left === 0
            ? t('assessment.listening.noPlaysLeft')
            : t('assessment.listening.playsLeft', { count: left, total: maxPlays })}
        </Typography>
      </Box>
      {error && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
};
