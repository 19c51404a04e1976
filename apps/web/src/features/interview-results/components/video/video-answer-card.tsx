import { labelOf, type TVideoReviewAnswer, VIDEO_ANSWER_STATUSES } from '@ats/contract';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { revealDuration } from '../../../../shared/ui/video-duration';
import { Section } from '../section';

const SPEEDS = [1, 1.5, 2];
const seconds = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms / 1000)} s`);

interface Props {
  answer: TVideoReviewAnswer;
  canRate: boolean;
  onRate: (rating: number, notes: string) => Promise<void>;
}

/** One answer: the question and the reviewer's guidance beside the player, then the rating. */
export const VideoAnswerCard = ({ answer: a, canRate, onRate }: Props) => {
  const video = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState(1);
  const [rating, setRating] = useState<number | null>(a.rating);
  const [notes, setNotes] = useState(a.notes);
  const [saving, setSaving] = useState(false);
  const dirty = rating !== a.rating || notes !== a.notes;
  const ratingId = `rating-${a.interviewId}`;
  useEffect(() => (video.current ? revealDuration(video.current) : undefined), []);

  return (
    <Section title={`Question ${a.index + 1}`}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {a.playUrl ? (
            <>
              <Box
                component="video"
                ref={video}
                src={a.playUrl}
                controls
                preload="metadata"
                aria-label={`Answer to question ${a.index + 1}`}
                sx={{ width: '100%', aspectRatio: '4 / 3', bgcolor: 'grey.900', borderRadius: 1 }}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={speed}
                  aria-label="Playback speed"
                  onChange={(_e, v: number | null) => {
                    if (!v) return;
                    setSpeed(v);
                    if (video.current) video.current.playbackRate = v;
                  }}
                >
                  {SPEEDS.map((s) => (
                    <ToggleButton key={s} value={s} aria-label={`${s}× speed`}>
                      {s}×
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <Button
                  size="small"
                  startIcon={<Download />}
                  href={a.playUrl}
                  download={`answer-${a.index + 1}`}
                >
                  Download
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {seconds(a.durationMs)} · {a.sizeBytes ? `${(a.sizeBytes / 1_048_576).toFixed(1)} MB` : ''}
                </Typography>
              </Stack>
            </>
          ) : (
            <Alert severity="info">
              {labelOf(VIDEO_ANSWER_STATUSES, a.answerStatus)} · the question is {a.phase}.
            </Alert>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{a.question}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Up to {a.maxAnswerSeconds} s · think time {a.thinkTimeSeconds} s · {a.retakes} retake(s)
          </Typography>
          {a.guidance && (
            <Alert severity="info" icon={false} sx={{ mt: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                Guidance
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {a.guidance}
              </Typography>
            </Alert>
          )}
          {a.playUrl && (
            <Stack spacing={1} sx={{ mt: 2 }}>
              <Typography id={ratingId} variant="body2" color="text.secondary">
                Rating
              </Typography>
              <Rating
                aria-labelledby={ratingId}
                value={rating}
                readOnly={!canRate}
                onChange={(_e, v) => setRating(v)}
                getLabelText={(v) => `${v} of 5`}
              />
              <TextField
                label="Notes on this answer"
                multiline
                minRows={2}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                slotProps={{ input: { readOnly: !canRate } }}
              />
              {canRate && (
                <Box>
                  <Button
                    variant="outlined"
                    disabled={!rating || !dirty || saving}
                    onClick={async () => {
                      setSaving(true);
                      try {
                        await onRate(rating!, notes);
                      } finally {
                        setSaving(false);
                      }
                    }}
                  >
                    Save rating
                  </Button>
                </Box>
              )}
            </Stack>
          )}
        </Box>
      </Box>
    </Section>
  );
};
