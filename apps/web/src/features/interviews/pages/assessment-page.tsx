import type { TCandidateAssessment } from '@ats/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { CandidateResources } from '../../../entities/candidate-pages/candidate-resources';
import { statusOf } from '../../../shared/api-error';
import { useCandidateAssessmentQuery, useStartAssessmentMutation } from '../assessment-api';
import { AssessmentRunner } from '../components/assessment/assessment-runner';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { InterviewTranslated } from '../components/interview-translated';
import { useInterviewFormat } from '../components/use-interview-format';
import { RecorderLanguage } from '../components/video/recorder-text';

const Done = ({ title, name }: { title: string; name: string }) => {
  const { t } = useTranslation('interviews');
  return (
    <InterviewShell title={title} overline={name}>
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography sx={{ mt: 1 }} role="status">
          {t('assessment.done')}
        </Typography>
      </Box>
    </InterviewShell>
  );
};

/** /interviews/language/:token and /interviews/writing/:token — the candidate's assessment. */
const Assessment = () => {
  const { t, i18n } = useTranslation('interviews');
  const { duration } = useInterviewFormat();
  const { token = '' } = useParams();
  const { data, isLoading, error, refetch } = useCandidateAssessmentQuery(token, { skip: !token });
  const [start, startState] = useStartAssessmentMutation();
  const [running, setRunning] = useState<TCandidateAssessment | null>(null);
  const [done, setDone] = useState(false);

  if (isLoading) return <InterviewLoading label={t('common.loading')} />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !token)
      return <InterviewClosed title={t('common.notValidTitle')} message={t('common.notValidMessage')} />;
    return <InterviewClosed title={t('assessment.loadFailed')} message={candidateErrorOf(error, t)} />;
  }
  const title = t(data.type === 'writing' ? 'assessment.title.writing' : 'assessment.title.language');
  if (done || data.closedReason === 'submitted') return <Done title={title} name={data.referenceName} />;
  if (data.closedReason === 'expired')
    return <InterviewClosed title={t('common.expiredTitle')} message={t('assessment.expiredMessage')} />;
  if (data.closedReason || !data.content)
    return (
      <InterviewClosed title={t('assessment.unavailableTitle')} message={t('common.unavailableMessage')} />
    );

  const current = running ?? (data.phase === 'started' ? data : null);
  if (current)
    return (
      <InterviewShell title={title} overline={data.referenceName}>
        {/* Spoken sections record with the video interview's recorder, in the page's language. */}
        <RecorderLanguage lng={i18n.language || 'en'}>
          <AssessmentRunner
            token={token}
            data={current}
            onSubmitted={() => {
              setDone(true);
              void refetch();
            }}
          />
        </RecorderLanguage>
      </InterviewShell>
    );

  const time = duration(Math.round(data.timeLimitSeconds / 60) * 60);
  return (
    <InterviewShell title={title} overline={data.referenceName}>
      <Typography sx={{ mb: 2 }}>
        {data.firstName
          ? t('assessment.introNamed', { name: data.firstName, duration: time })
          : t('assessment.intro', { duration: time })}
      </Typography>
      {data.content.instructions && (
        // The template's own words, as staff wrote them.
        <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }} translate="no">
          {data.content.instructions}
        </Typography>
      )}
      <CandidateResources interviewToken={token} title={t('common.resourcesTitle')} />
      <Box component="ul" sx={{ pl: 3, mb: 3, '& li': { mb: 0.5 } }}>
        <li>{t('assessment.tips.autosave')}</li>
        <li>{t('assessment.tips.reload')}</li>
        {data.type === 'writing' ? (
          <>
            <li>{t('assessment.tips.noPaste')}</li>
            <li>{t('assessment.tips.leaving')}</li>
          </>
        ) : (
          <li>{t('assessment.tips.plays')}</li>
        )}
      </Box>
      {startState.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {candidateErrorOf(startState.error, t)}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        disabled={startState.isLoading}
        onClick={async () => {
          try {
            setRunning(await start(token).unwrap());
          } catch {
            // shown above
          }
        }}
      >
        {t('assessment.start')}
      </Button>
    </InterviewShell>
  );
};

const AssessmentPage = () => (
  <InterviewTranslated>
    <Assessment />
  </InterviewTranslated>
);
export default AssessmentPage;
