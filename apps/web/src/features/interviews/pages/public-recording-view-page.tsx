import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { statusOf } from '../../../shared/api-error';
import { useIntlFormat } from '../../../shared/i18n';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { InterviewTranslated } from '../components/interview-translated';
import { useSharedPublicRecordingQuery } from '../public-recordings-api';

/** /public-recordings/view/:shareToken — a recording by its private share link. */
const PublicRecordingView = () => {
  const { t } = useTranslation('interviews');
  const { dateTime } = useIntlFormat();
  const { shareToken = '' } = useParams();
  const { data, isLoading, error } = useSharedPublicRecordingQuery(shareToken, { skip: !shareToken });
  if (isLoading) return <InterviewLoading label={t('common.loading')} />;
  if (error || !data) {
    const status = statusOf(error);
    return (
      <InterviewClosed
        title={status === 404 || status === 400 ? t('recordings.linkNotValid') : t('recordings.loadFailed')}
        message={t('recordings.checkLink')}
      />
    );
  }
  return (
    <InterviewShell title={t('recordings.viewTitle', { name: data.name })}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('recordings.recordedAt', { date: dateTime(data.createdAt) })}
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
          {data.status === 'expired' ? t('recordings.expired') : t('recordings.notReady')}
        </Typography>
      )}
    </InterviewShell>
  );
};

/** In the viewer's language, with the language switcher. */
const PublicRecordingViewPage = () => (
  <InterviewTranslated>
    <PublicRecordingView />
  </InterviewTranslated>
);

export default PublicRecordingViewPage;
