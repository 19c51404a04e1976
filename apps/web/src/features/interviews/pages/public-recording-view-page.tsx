import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { statusOf } from '../../../shared/api-error';
import { formatDateTime } from '../../../shared/format/format';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { useSharedPublicRecordingQuery } from '../public-recordings-api';

/** /public-recordings/view/:shareToken — a recording by its private share link. */
const PublicRecordingViewPage = () => {
  const { shareToken = '' } = useParams();
  const { data, isLoading, error } = useSharedPublicRecordingQuery(shareToken, { skip: !shareToken });
  if (isLoading) return <InterviewLoading />;
  if (error || !data) {
    const status = statusOf(error);
    return (
      <InterviewClosed
        title={
          status === 404 || status === 400 ? 'This link is not valid' : 'The recording could not be loaded'
        }
        message="Check that you opened the whole link you were given."
      />
    );
  }
  return (
    <InterviewShell title={`Recording of ${data.name}`}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Recorded {formatDateTime(data.createdAt)}
      </Typography>
      {data.playUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: a person's own recording has no caption track
        <video
          src={data.playUrl}
          controls
          preload="metadata"
          style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
        />
      ) : (
        <Typography>
          {data.status === 'expired'
            ? 'This recording was deleted after the retention period.'
            : 'This recording is not ready to watch yet.'}
        </Typography>
      )}
    </InterviewShell>
  );
};

export default PublicRecordingViewPage;
