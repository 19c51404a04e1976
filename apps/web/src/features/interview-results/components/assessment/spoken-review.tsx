import {
  CEFR_LEVELS,
  SPOKEN_CEFR_DESCRIPTORS,
  SPOKEN_MEDIA,
  type TAssessmentResult,
  type TCefrLevel,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../../../shared/api-error';
import { notify } from '../../../../shared/notify/notify';
import { revealDuration } from '../../../../shared/ui/video-duration';
import { useRateSpokenMutation, useTranscribeSpokenMutation } from '../../assessment-api';
import { Section } from '../section';

type Answer = TAssessmentResult['spoken'][number];
const LEVELS = Object.keys(CEFR_LEVELS) as TCefrLevel[];

/** One spoken answer: the player, the CEFR-descriptor rubric and notes, the transcript when there is one. */
const SpokenAnswer = ({
  id,
  a,
  index,
  canRate,
  transcription,
}: {
  id: string;
  a: Answer;
  index: number;
  canRate: boolean;
  transcription: TAssessmentResult['transcription'];
}) => {
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const rubricId = useId();
  const [rating, setRating] = useState<TCefrLevel | null>(a.rating);
  const [notes, setNotes] = useState(a.notes);
  const [rate, { isLoading: saving, error: rateError }] = useRateSpokenMutation();
  const [transcribe, { isLoading: transcribing, error: transcribeError }] = useTranscribeSpokenMutation();
  const dirty = rating !== a.rating || notes !== a.notes;
  useEffect(
    () => (media.current && a.media === 'camera' ? revealDuration(media.current) : undefined),
    [a.media],
  );

  return (
    <Box
      component="article"
      aria-labelledby={`${rubricId}-title`}
      sx={{ borderTop: index ? 1 : 0, borderColor: 'divider', pt: index ? 2 : 0 }}
      data-testid={`spoken-${a.itemId}`}
    >
      <Typography id={`${rubricId}-title`} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Spoken item {index + 1}
      </Typography>
      <Typography sx={{ mb: 1 }}>{a.prompt}</Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" label={SPOKEN_MEDIA[a.media].label} />
        {a.durationMs !== null && <Chip size="small" label={`${Math.round(a.durationMs / 1000)} s`} />}
        {a.rating && (
          <Chip
            size="small"
            color="primary"
            label={`Rated ${a.rating}${a.ratedByName ? ` by ${a.ratedByName}` : ''}`}
          />
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {!a.streamUrl ? (
            <Alert severity="info">Not received yet ({a.status.replace('_', ' ')}).</Alert>
          ) : a.media === 'camera' ? (
            <Box
              component="video"
              ref={media}
              src={a.streamUrl}
              controls
              preload="metadata"
              aria-label={`Spoken answer ${index + 1}`}
              sx={{ width: '100%', aspectRatio: '4 / 3', bgcolor: 'grey.900', borderRadius: 1 }}
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the candidate's own answer; the transcript is below when available
            <audio
              ref={media}
              src={a.streamUrl}
              controls
              preload="metadata"
              aria-label={`Spoken answer ${index + 1}`}
            />
          )}
          {a.transcript !== null && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h4">
                Transcript
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="spoken-transcript">
                {a.transcript}
              </Typography>
            </Box>
          )}
          {a.ai && (
            <Alert severity="info" sx={{ mt: 1 }}>
              AI suggestion ({a.ai.provider}): <strong>{a.ai.cefr}</strong>. {a.ai.evidence}
            </Alert>
          )}
          {transcription.available && a.streamUrl && canRate && (
            <Button
              size="small"
              sx={{ mt: 1 }}
              disabled={transcribing}
              onClick={() => void transcribe({ id, itemId: a.itemId })}
            >
              {transcribing ? 'Transcribing…' : a.transcript === null ? 'Transcribe' : 'Transcribe again'}
            </Button>
          )}
          {Boolean(transcribeError) && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessageOf(transcribeError)}
            </Alert>
          )}
        </Box>
        <Box
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          disabled={!canRate || !a.streamUrl}
        >
          <Typography component="legend" variant="subtitle2" id={rubricId}>
            CEFR speaking level
          </Typography>
          <RadioGroup
            aria-labelledby={rubricId}
            value={rating ?? ''}
            onChange={(e) => setRating(e.target.value as TCefrLevel)}
          >
            {LEVELS.map((l) => (
              <FormControlLabel
                key={l}
                value={l}
                control={<Radio size="small" />}
                sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
                label={
                  <Typography variant="body2">
                    <strong>{l}</strong> {SPOKEN_CEFR_DESCRIPTORS[l]}
                  </Typography>
                }
              />
            ))}
          </RadioGroup>
          <TextField
            label="Notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            size="small"
            sx={{ mt: 1 }}
          />
          {Boolean(rateError) && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessageOf(rateError)}
            </Alert>
          )}
          {canRate && a.streamUrl && (
            <Button
              variant="outlined"
              sx={{ mt: 1 }}
              disabled={!rating || !dirty || saving}
              onClick={async () => {
                if (!rating) return;
                await rate({ id, body: { itemId: a.itemId, rating, notes } })
                  .unwrap()
                  .then(() => notify(`Spoken item ${index + 1} rated ${rating}`))
                  .catch(() => undefined);
              }}
            >
              {saving ? 'Saving…' : 'Save rating'}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
};

/** Spoken answers of a language result: each rated by the reviewer against CEFR speaking descriptors. */
export const SpokenReview = ({ r, canRate }: { r: TAssessmentResult; canRate: boolean }) => (
  <Section title="Spoken answers">
    {!r.transcription.available && (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="transcription-unavailable">
        {r.transcription.message}
      </Alert>
    )}
    <Stack spacing={2}>
      {r.spoken.map((a, i) => (
        <SpokenAnswer
          key={`${a.itemId}-${a.rating}-${a.notes}`}
          id={r.interview.id}
          a={a}
          index={i}
          canRate={canRate && r.interview.status !== 'evaluated'}
          transcription={r.transcription}
        />
      ))}
    </Stack>
  </Section>
);
