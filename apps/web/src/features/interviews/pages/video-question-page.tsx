import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { CandidateResources } from '../../../entities/candidate-pages/candidate-resources';
import { statusOf } from '../../../shared/api-error';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { InterviewTranslated } from '../components/interview-translated';
import { RecorderLanguage } from '../components/video/recorder-text';
import { VideoGroupFlow } from '../components/video/video-group-flow';
import { hasOpenQuestion } from '../components/video/video-interview-flow';
import { useVideoInterviewQuery } from '../video-api';

const RecorderInPageLanguage = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  return <RecorderLanguage lng={i18n.language || 'en'}>{children}</RecorderLanguage>;
};

/** /interviews/video-question/:token — the candidate's one-way video interview (every question of the group). */
const VideoQuestion = () => {
  const { t } = useTranslation('interviews');
  const { token = '' } = useParams();
  const { data, isLoading, error, refetch } = useVideoInterviewQuery(token, { skip: !token });

  if (isLoading) return <InterviewLoading label={t('common.loading')} />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !token)
      return <InterviewClosed title={t('common.notValidTitle')} message={t('common.notValidMessage')} />;
    return <InterviewClosed title={t('video.loadFailed')} message={candidateErrorOf(error, t)} />;
  }
  if (!hasOpenQuestion(data)) {
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
      <VideoGroupFlow interview={data} onFinished={() => void refetch()} />
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
