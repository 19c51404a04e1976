import type { TCandidateInterview } from '@ats/contract';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { CandidateResources } from '../../../entities/candidate-pages/candidate-resources';
import { statusOf } from '../../../shared/api-error';
import { LightLinkButton } from '../../../shared/ui/light-button/light-button';
import { useCandidateInterviewQuery, useStartInterviewMutation, useSubmitInterviewMutation } from '../api';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { InterviewTranslated } from '../components/interview-translated';
import { TypingAssessmentFlow } from '../components/typing-assessment-flow';
import { TypingResult } from '../components/typing-result';

const notValid = (t: TFunction<'interviews'>) => ({
  title: t('common.notValidTitle'),
  message: t('common.notValidMessage'),
});

const closedPage = (i: TCandidateInterview, t: TFunction<'interviews'>) => {
  switch (i.closedReason) {
    case 'expired':
      return { title: t('common.expiredTitle'), message: t('typing.expiredMessage') };
    case 'submitted':
      return { title: t('typing.submittedTitle'), message: t('typing.submittedMessage') };
    default:
      return { title: t('typing.unavailableTitle'), message: t('common.unavailableMessage') };
  }
};

/**
 * `?next=` from the application flow (only its own pages, never another site): with the result,
 * the page leads on to the application ("Continue"), never away from it.
 */
const useNextInApplication = () => {
  const { t } = useTranslation('interviews');
  const next = useSearchParams()[0].get('next') ?? '';
  if (!/^\/interviews\/requisition\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[a-z-]+$/.test(next)) return null;
  return (
    <LightLinkButton look="contained" to={next} sx={{ mt: 3 }}>
      {t('common.continueApplication')}
    </LightLinkButton>
  );
};

/** /interviews/typing-assessment/:token — the candidate's typing test, opened from the mailed link. */
const TypingAssessment = () => {
  const { t } = useTranslation('interviews');
  const { token = '' } = useParams();
  const next = useNextInApplication();
  const { data, isLoading, error } = useCandidateInterviewQuery(token, { skip: !token });
  const [start] = useStartInterviewMutation();
  const [submit] = useSubmitInterviewMutation();
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const title = t('typing.title');

  if (isLoading) return <InterviewLoading label={t('common.loading')} />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !token) return <InterviewClosed {...notValid(t)} />;
    return <InterviewClosed title={t('typing.loadFailed')} message={candidateErrorOf(error, t)} />;
  }
  if (closedMessage) return <InterviewClosed title={t('typing.closedTitle')} message={closedMessage} />;
  if (data.type !== 'typing-assessment') return <InterviewClosed {...notValid(t)} />;
  if (data.closedReason || !data.content) {
    if (data.closedReason === 'submitted' && data.outcome)
      return (
        <InterviewShell title={title} overline={data.referenceName}>
          <TypingResult outcome={data.outcome} inFlow={Boolean(next)} />
          {next}
        </InterviewShell>
      );
    return <InterviewClosed {...closedPage(data, t)} />;
  }

  const alreadyStarted = data.phase === 'started';
  return (
    <InterviewShell title={title} overline={data.referenceName}>
      <Typography sx={{ mb: 2 }}>
        {data.firstName ? t('typing.introNamed', { name: data.firstName }) : t('typing.intro')}
        {alreadyStarted && ` ${t('typing.restartNote')}`}
      </Typography>
      <CandidateResources interviewToken={token} title={t('common.resourcesTitle')} />
      <TypingAssessmentFlow
        content={data.content}
        initialRestarts={alreadyStarted ? 1 : 0}
        onStart={() => (alreadyStarted ? Promise.resolve() : start(token).unwrap())}
        onSubmit={(log) => submit({ token, log }).unwrap()}
        onClosed={setClosedMessage}
        next={next}
      />
    </InterviewShell>
  );
};

const TypingAssessmentPage = () => (
  <InterviewTranslated>
    <TypingAssessment />
  </InterviewTranslated>
);
export default TypingAssessmentPage;
