import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { statusOf } from '../../../shared/api-error';
import { useIntlFormat } from '../../../shared/i18n';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { momentOf } from '../components/public-recordings/moment';
import { RecordingsTranslated } from '../components/public-recordings/recordings-translated';
import { useSharedPublicRecordingQuery } from '../public-recordings-api';

/** /public-recordings/view/:shareToken — a recording by its private share link. */
const PublicRecordingView = () => {
  const { t } = useTranslation('recordings');
  const { locale } = useIntlFormat();
  const { shareToken = '' } = useParams();
  const { data, isLoading, error } = useSharedPublicRecordingQuery(shareToken, { skip: !shareToken });
  if (isLoading) return <InterviewLoading label={t('loading')} />;
  if (error || !data) {
    const status = statusOf(error);
    return (
      <InterviewClosed
        title={status === 404 || status === 400 ? t('linkNotValid') : t('loadFailed')}
        message={t('checkLink')}
      />
    );
  }
  return (
    <InterviewShell title={t('viewTitle', { name: data.name })}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('recordedAt', { date: momentOf(data.createdAt, locale) })}
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
        <Typography>{data.status === 'expired' ? t('expired') : t('notReady')}</Typography>
      )}
    </InterviewShell>
  );
};

/** In the viewer's language, with the language switcher. */
const PublicRecordingViewPage = () => (
  <RecordingsTranslated>
    <PublicRecordingView />
  </RecordingsTranslated>
);

export default PublicRecordingViewPage;
