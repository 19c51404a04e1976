import { labelOf, optionsOf, type TVideoReview, VIDEO_RECOMMENDATIONS } from '@ats/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessageOf } from '../../../../shared/api-error';
import { notify, notifyAlert } from '../../../../shared/notify/notify';
import {
  useEvaluateVideoGroupMutation,
  useRateVideoAnswerMutation,
  useVideoReviewQuery,
} from '../../video-api';
import { fmtDateTime } from '../format';
import { Field, Section } from '../section';
import { VideoAnswerCard } from './video-answer-card';

const Checks = ({ checks }: { checks: TVideoReview['checks'] }) => (
  <Section title="Comfort zone checks">
    {checks ? (
      <>
        <Field label="Camera">{checks.camera ? 'Working' : 'No picture'}</Field>
        <Field label="Microphone">
          {checks.microphone ? `Working (peak level ${Math.round(checks.audioPeak * 100)}%)` : 'Not found'}
        </Field>
        <Field label="Upload speed">
          {checks.uploadKbps === null
            ? 'Could not be measured'
            : `${(checks.uploadKbps / 1000).toFixed(1)} Mbit/s`}
        </Field>
        <Field label="Browser">{`${checks.browser} · ${checks.mimeType}`}</Field>
        <Field label="Practice takes">{checks.practiceTakes}</Field>
      </>
    ) : (
      <Alert severity="info">The candidate has not done the checks yet.</Alert>
    )}
  </Section>
);

const Overall = ({ review, canRate }: { review: TVideoReview; canRate: boolean }) => {
  const [evaluate, { isLoading }] = useEvaluateVideoGroupMutation();
  const [recommendation, setRecommendation] = useState(review.recommendation ?? '');
  const [notes, setNotes] = useState(review.notes);
  const received = review.answers.some((a) => a.answerStatus === 'uploaded');
  return (
    <Section title="Overall evaluation">
      {review.evaluatedAt && (
        <Field label="Evaluated">
          {`${fmtDateTime(review.evaluatedAt)}${review.evaluatedByName ? ` by ${review.evaluatedByName}` : ''} · ${labelOf(VIDEO_RECOMMENDATIONS, review.recommendation)}`}
        </Field>
      )}
      {canRate && received ? (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <FormControl>
            <FormLabel id="recommendation-label">Recommendation</FormLabel>
            <RadioGroup
              row
              aria-labelledby="recommendation-label"
              value={recommendation}
              onChange={(e) => setRecommendation(e.target.value)}
            >
              {optionsOf(VIDEO_RECOMMENDATIONS).map((o) => (
                <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label="Overall notes"
            multiline
            minRows={2}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Box>
            <Button
              variant="contained"
              disabled={!recommendation || isLoading}
              onClick={async () => {
                try {
                  await evaluate({
                    groupId: review.groupId,
                    body: { recommendation: recommendation as keyof typeof VIDEO_RECOMMENDATIONS, notes },
                  }).unwrap();
                  notify('Video interview evaluated');
                } catch (e) {
                  notifyAlert(errorMessageOf(e));
                }
              }}
            >
              Save evaluation
            </Button>
          </Box>
        </Stack>
      ) : (
        !review.evaluatedAt && (
          <Alert severity="info">
            {received ? 'Not evaluated yet.' : 'No answer has been received yet.'}
          </Alert>
        )
      )}
    </Section>
  );
};

/** The reviewer's page body for a video interview: every answer of the group in order. */
export const VideoReviewPanel = ({
  groupId,
  archived,
  canRate,
}: {
  groupId: string;
  archived: boolean;
  canRate: boolean;
}) => {
  const { data, isLoading, error } = useVideoReviewQuery({ groupId, archived });
  const [rate] = useRateVideoAnswerMutation();
  if (isLoading) return <Skeleton variant="rounded" height={320} />;
  if (error || !data) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  const unable = data.unableToRecord;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {unable && (
        <Alert severity="warning" data-testid="unable-to-record">
          <AlertTitle>
            {unable.missing.length
              ? `Answers missing: ${unable.missing.length === 1 ? 'question' : 'questions'} ${unable.missing.join(', ')}`
              : 'Accommodation requested'}
          </AlertTitle>
          {`The candidate said they cannot record a video and asked for an accommodation (${fmtDateTime(unable.at)}). `}
          {unable.reason ? `Their words: “${unable.reason}”` : 'They gave no reason.'}
          {' Contact them to agree another way to answer.'}
        </Alert>
      )}
      {data.answers.map((a) => (
        <VideoAnswerCard
          key={a.interviewId}
          answer={a}
          canRate={canRate && !archived}
          onRate={async (rating, notes) => {
            try {
              await rate({ interviewId: a.interviewId, body: { rating, notes } }).unwrap();
              notify('Rating saved');
            } catch (e) {
              notifyAlert(errorMessageOf(e));
            }
          }}
        />
      ))}
      <Overall review={data} canRate={canRate && !archived} />
      <Checks checks={data.checks} />
    </Box>
  );
};
