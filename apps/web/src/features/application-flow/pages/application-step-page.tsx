import type { TApplicationState, TApplicationStep } from '@ats/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useStepFunnel } from '../../../shared/application-funnel';
import { Translated } from '../../../shared/i18n';
import { useApplicationStateQuery } from '../api';
import { FlowLayout } from '../components/flow-layout';
import { FlowLoading, FlowMessage, JobsLink } from '../components/flow-state';
import { isStep, statusPath, stepPath } from '../flow-paths';

type StepProps = { state: TApplicationState; onDone: (s: TApplicationState) => void };
// Each step's own code (upload, questions, recorder…) loads with that step only.
const finalSteps = () => import('../components/final-steps');
const STEPS: Partial<Record<TApplicationStep, React.ComponentType<StepProps>>> = {
  'resume-profile': lazy(() => import('../components/resume-step').then((m) => ({ default: m.ResumeStep }))),
  'qualification-questions': lazy(() =>
    import('../components/questions-step').then((m) => ({ default: m.QuestionsStep })),
  ),
  'pre-screening': lazy(() => finalSteps().then((m) => ({ default: m.PreScreeningStep }))),
  'video-questions': lazy(() => import('../components/video-step').then((m) => ({ default: m.VideoStep }))),
  'typing-assessment': lazy(() => finalSteps().then((m) => ({ default: m.TypingStep }))),
  success: lazy(() => finalSteps().then((m) => ({ default: m.SuccessStep }))),
};

/**
 * Where a state sends the candidate: the next step; the success page of an application the
 * server has just sent (its last step completes it); else the status page.
 */
const targetOf = (s: TApplicationState) =>
  s.nextStep
    ? stepPath(s.requisitionId, s.applicantId, s.nextStep)
    : s.stage === 'awaiting-review'
      ? stepPath(s.requisitionId, s.applicantId, 'success')
      : statusPath(s.requisitionId, s.applicantId);

const StepContent = () => {
  const { t } = useTranslation();
  const { requisitionId = '', applicantId = '', step = '' } = useParams();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useApplicationStateQuery(applicantId, {
    skip: !applicantId,
    refetchOnMountOrArgChange: true,
  });
  const [state, setState] = useState<TApplicationState | undefined>(data);
  useEffect(() => setState(data), [data]);
  const current = isStep(step) ? step : null;
  const isDone = Boolean(state && current && state.steps.find((s) => s.step === current)?.state === 'done');
  useStepFunnel(state && current !== 'success' ? requisitionId : undefined, current ?? 'success', isDone);

  if (isLoading || (data && !state)) return <FlowLoading />;
  if (isError || !state)
    return (
      <FlowMessage title={t('notOpen.title')} action={<JobsLink />}>
        {t('notOpen.text')}
      </FlowMessage>
    );
  if (state.stage === 'not-selected' && !state.withdrawnAt)
    return (
      <FlowMessage title={t('notSelected.title')} action={<JobsLink />}>
        <Typography sx={{ mb: 1 }}>{t('notSelected.text', { title: state.title })}</Typography>
        <Typography>{t('notSelected.next')}</Typography>
      </FlowMessage>
    );
  const showSuccess = current === 'success' && (state.nextStep === 'success' || state.completedAt);
  const info = current ? state.steps.find((s) => s.step === current) : undefined;
  // A done step: revisited to change it (an editable one), or told that it is final.
  const revisit = Boolean(info?.state === 'done' && current !== 'success' && state.stage === 'in-progress');
  // Personal info is changed where it is confirmed, on the resume step.
  const resumeEditable = state.steps.some((s) => s.step === 'resume-profile' && s.editable);
  if (current === 'personal-info' && resumeEditable)
    return <Navigate to={stepPath(state.requisitionId, state.applicantId, 'resume-profile')} replace />;
  if (!current || (current !== state.nextStep && !showSuccess && !revisit))
    return <Navigate to={targetOf(state)} replace />;
  const Step = STEPS[current];
  const onDone = (s: TApplicationState) => {
    setState(s);
    if (s.stage === 'not-selected') return;
    const target = targetOf(s);
    if (target !== stepPath(requisitionId, applicantId, current)) navigate(target);
  };
  const linkOf = (step: TApplicationStep) => stepPath(state.requisitionId, state.applicantId, step);
  return (
    <FlowLayout
      jobTitle={state.title}
      clientName={state.clientName}
      steps={state.steps}
      step={current}
      linkOf={linkOf}
    >
      {state.pendingEmail && (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {t('revisit.pendingEmail', { email: state.pendingEmail, current: state.personalInfo.email })}
        </Typography>
      )}
      {revisit && !info?.editable ? (
        <LockedStep step={current} to={targetOf(state)} />
      ) : Step ? (
        <Suspense fallback={<FlowLoading />}>
          {revisit && <Typography sx={{ mb: 2 }}>{t('revisit.editing')}</Typography>}
          <Step state={state} onDone={onDone} />
        </Suspense>
      ) : (
        <Typography>{t('errors.generic')}</Typography>
      )}
      {current !== 'success' && (
        <Button component={RouterLink} to={statusPath(state.requisitionId, state.applicantId)} sx={{ mt: 3 }}>
          {t('status.open')}
        </Button>
      )}
    </FlowLayout>
  );
};

/** A done step that cannot change (recorded videos, a finished typing test): it says so and leads on. */
const LockedStep = ({ step, to }: { step: TApplicationStep; to: string }) => {
  const { t } = useTranslation();
  const text =
    step === 'video-questions'
      ? t('revisit.lockedVideo')
      : step === 'typing-assessment'
        ? t('revisit.lockedTyping')
        : t('revisit.lockedOther');
  return (
    <>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={to}>
        {t('revisit.continue')}
      </Button>
    </>
  );
};

/** /interviews/requisition/:requisitionId/:applicantId/:step — the steps of a started application. */
const ApplicationStepPage = () => (
  <Translated>
    <StepContent />
  </Translated>
);
export default ApplicationStepPage;
