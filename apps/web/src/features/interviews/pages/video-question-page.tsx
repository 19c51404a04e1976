import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { CandidateResources } from '../../../entities/candidate-pages/candidate-resources';
import { statusOf } from '../../../shared/api-error';
import { useStartInterviewMutation } from '../api';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { InterviewTranslated } from '../components/interview-translated';
import { RecorderLanguage } from '../components/video/recorder-text';
import { measureUploadKbps } from '../components/video/upload-answer';
import { VideoInterviewFlow } from '../components/video/video-interview-flow';
import { useSaveVideoChecksMutation, useVideoInterviewQuery } from '../video-api';

const RecorderInPageLanguage = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  return <RecorderLanguage lng={i18n.language || 'en'}>{children}</RecorderLanguage>;
};

/** /interviews/video-question/:token — the candidate's one-way video interview (every question of the group). */
const VideoQuestion = () => {
  const { t } = useTranslation('interviews');
  const { token = '' } = useParams();
  const { data, isLoading, error, refetch } = useVideoInterviewQuery(token, { skip: !token });
  const [start] = useStartInterviewMutation();
  const [saveChecks] = useSaveVideoChecksMutation();

  if (isLoading) return <InterviewLoading label={t('common.loading')} />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !token)
      return <InterviewClosed title={t('common.notValidTitle')} message={t('common.notValidMessage')} />;
    return <InterviewClosed title={t('video.loadFailed')} message={candidateErrorOf(error, t)} />;
  }
  const open = data.questions.some(
    (q) => q.answerStatus !== 'uploaded' && ['new', 'sent', 'started'].includes(q.phase),
  );
  if (!open) {
    const answered = data.questions.filter((q) => q.answerStatus === 'uploaded').length;
    if (answered > 0)
      return (
        <InterviewClosed title={t('common.thanksTitle')} message={t('video.received', { count: answered })} />
      );
    return data.closedReason === 'expired' ? (
      <InterviewClosed title={t('common.expiredTitle')} message={t('video.expiredMessage')} />
    ) : (
      <InterviewClosed title={t('video.unavailableTitle')} message={t('common.unavailableMessage')} />
    );
  }

  return (
    <InterviewShell title={t('video.title')}>
      <Typography sx={{ mb: 2 }}>
        {data.firstName
          ? t('video.introNamed', { name: data.firstName, count: data.questions.length })
          : t('video.intro', { count: data.questions.length })}
      </Typography>
      <CandidateResources interviewToken={token} title={t('common.resourcesTitle')} />
      <VideoInterviewFlow
        interview={data}
        onStartQuestion={async (t) => {
          await start(t).unwrap();
        }}
        onSaveChecks={async (t, checks) => {
          await saveChecks({ token: t, checks }).unwrap();
        }}
        measureKbps={measureUploadKbps}
        onFinished={() => void refetch()}
      />
    </InterviewShell>
  );
};

/** The page and the recorder in the candidate's language (the recorder keeps its own words). */
const VideoQuestionPage = () => (
  <InterviewTranslated>
    <RecorderInPageLanguage>
      <VideoQuestion />
    </RecorderInPageLanguage>
  </InterviewTranslated>
);
export default VideoQuestionPage;
