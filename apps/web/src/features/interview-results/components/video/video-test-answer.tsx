import { labelOf, VIDEO_ANSWER_STATUSES } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useVideoTestVideoQuery } from '../../video-api';
import { Section } from '../section';

/** A video question test result's answer: the player once received, else where the upload stands. */
export const VideoTestAnswer = ({ id }: { id: string }) => {
  const { data, isLoading } = useVideoTestVideoQuery(id);
  return (
    <Section title="Recorded answer">
      {isLoading && <Skeleton variant="rounded" height={200} />}
      {data?.playUrl ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: a pilot's own recording has no caption track */}
          <video
            src={data.playUrl}
            controls
            preload="metadata"
            aria-label="Recorded answer"
            style={{ width: '100%', maxHeight: 420, background: '#000', borderRadius: 8 }}
          />
          {data.durationMs !== null && (
            <Typography variant="body2" color="text.secondary">
              {Math.round(data.durationMs / 1000)} s
            </Typography>
          )}
        </>
      ) : (
        data && <Alert severity="info">{labelOf(VIDEO_ANSWER_STATUSES, data.status)}</Alert>
      )}
    </Section>
  );
};
