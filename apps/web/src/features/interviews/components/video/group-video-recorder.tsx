import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoRecorderSlotProps } from '../../../../entities/candidate-pages/video-recorder-slot';
import { useVideoInterviewQuery } from '../../video-api';
import { RecorderLanguage, useRecorderText } from './recorder-text';
import { VideoGroupFlow } from './video-group-flow';
import { hasOpenQuestion } from './video-interview-flow';

/**
 * The recorder of a video group for pages outside this feature (the application flow's video
 * step gets it through `shared/candidates/video-recorder-slot`): the same `VideoGroupFlow` the
 * video interview page renders; it says when every answer is in.
 */
const GroupRecorder = ({ token, onAnswered }: VideoRecorderSlotProps) => {
  const { t } = useRecorderText();
  const { data, isLoading, error, refetch } = useVideoInterviewQuery(token);
  const answered = Boolean(
    data?.questions.length && data.questions.every((q) => q.answerStatus === 'uploaded'),
  );
  const told = useRef(false);
  useEffect(() => {
    if (!answered || told.current) return;
    told.current = true;
    onAnswered();
  }, [answered, onAnswered]);

  if (isLoading) return <Skeleton variant="rounded" height={240} aria-label={t('group.loading')} />;
  if (error || !data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('group.retry')}
          </Button>
        }
      >
        {t('group.loadFailed')}
      </Alert>
    );
  if (answered) return null;
  if (!hasOpenQuestion(data))
    return (
      <Alert severity="warning">
        {data.closedReason === 'expired' ? t('group.expired') : t('group.closed')}
      </Alert>
    );
  return <VideoGroupFlow interview={data} onFinished={() => void refetch()} />;
};

/** In the flow's language (its switcher and the browser's language, shared/i18n). */
const GroupVideoRecorder = (props: VideoRecorderSlotProps) => {
  const { i18n } = useTranslation();
  return (
    <RecorderLanguage lng={i18n.language || 'en'}>
      <GroupRecorder {...props} />
    </RecorderLanguage>
  );
};

export default GroupVideoRecorder;
