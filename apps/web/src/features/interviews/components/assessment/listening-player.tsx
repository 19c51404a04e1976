import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../../shared/api-error';
import { usePlayAssessmentAudioMutation } from '../../assessment-api';

/**
 * A listening clip: each play is counted by the server first (at most `maxPlays`), then the
 * browser reads the script aloud. The script itself is never shown.
 */
export const ListeningPlayer = ({
  token,
  sectionId,
  maxPlays,
  initialPlays,
  language,
}: {
  token: string;
  sectionId: string;
  maxPlays: number;
  initialPlays: number;
  language: string;
}) => {
  const [plays, setPlays] = useState(initialPlays);
  const [speaking, setSpeaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [play, { isLoading }] = usePlayAssessmentAudioMutation();
  const left = Math.max(0, maxPlays - plays);

  const onPlay = async () => {
    setError(null);
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
        setError('Your browser cannot play this recording. Try another browser.');
      }
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };

  return (
    <Box sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PlayArrow />}
          onClick={onPlay}
          disabled={left === 0 || isLoading || speaking}
        >
          {speaking ? 'Playing…' : 'Play recording'}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid={`plays-left-${sectionId}`}>
          {left === 0 ? 'No plays left' : `${left} of ${maxPlays} plays left`}
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
