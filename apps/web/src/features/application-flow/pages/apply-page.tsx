import type { TApplicationPlan, TApplicationStartReply, TApplicationStep } from '@ats/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../shared/api-error';
import { captureSource, useStepFunnel, visitorId } from '../../../shared/application-funnel';
import { Translated, useIntlFormat } from '../../../shared/i18n';
import { publicSend } from '../../../shared/public-data/public-send';
import { usePublicQuery } from '../../../shared/public-data/use-public-query';
import { LightButton } from '../../../shared/ui/light-button/light-button';
import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';
import { FlowLayout, RichText } from '../components/flow-layout';
import { FlowError, FlowLoading, FlowMessage, JobsLink } from '../components/flow-state';
import {
  emptyPersonalInfo,
  missingFields,
  type PersonalInfo,
  PersonalInfoFields,
} from '../components/personal-info-fields';
import { flowErrorOf, readConsent, saveConsent, stepPath } from '../flow-paths';

// The resources list fetches after the step paints (the personal-info step does not load it).
const CandidateResources = lazy(() =>
  import('../../../shared/candidates/candidate-resources').then((m) => ({ default: m.CandidateResources })),
);

/** instructions-reminders: the steps and their time, what is needed, privacy consent, accommodations. */
const Instructions = ({ plan }: { plan: TApplicationPlan }) => {
  const { t } = useTranslation();
  const fmt = useIntlFormat();
  const navigate = useNavigate();
  const saved = readConsent(plan.requisitionId);
  const [accepted, setAccepted] = useState(Boolean(saved));
  const [accommodations, setAccommodations] = useState(saved?.accommodations ?? '');
  const [touched, setTouched] = useState(false);
  const complete = useStepFunnel(plan.requisitionId, 'instructions-reminders', false);
  const todo = plan.steps.filter((s) => s.state !== 'skipped' && s.minutes > 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!accepted) return;
    saveConsent(plan.requisitionId, { noticeVersion: plan.privacyNoticeVersion, accommodations });
    complete();
    navigate(stepPath(plan.requisitionId, null, 'personal-info'));
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography sx={{ mb: 2 }}>
        {t('instructions.intro', { minutes: fmt.number(plan.totalMinutes) })}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0 }}>
        {todo.map((s) => (
          <li key={s.step}>
            {t(`steps.${s.step}`)} —{' '}
            {t('instructions.minutes', { count: s.minutes, n: fmt.number(s.minutes) })}
          </li>
        ))}
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 3, mb: 1 }}>
        {t('instructions.needTitle')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0 }}>
        {plan.needsCamera && <li>{t('instructions.needCamera')}</li>}
        <li>{t('instructions.needQuiet', { minutes: fmt.number(plan.totalMinutes) })}</li>
        <li>{t('instructions.needResume')}</li>
      </Box>
      {plan.instructions && <RichText html={plan.instructions} />}
      {plan.reminders && <RichText html={plan.reminders} />}
      <Suspense fallback={null}>
        <CandidateResources requisitionId={plan.requisitionId} title={t('instructions.resourcesTitle')} />
      </Suspense>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 3, mb: 1 }}>
        {t('instructions.privacyTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('instructions.privacyText', { client: plan.clientName })}
      </Typography>
      {/* A native checkbox in its label (MUI's Checkbox would bring ButtonBase to the first steps). */}
      <Box
        component="label"
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1,
          cursor: 'pointer',
          width: 'fit-content',
        }}
      >
        <Box
          component="input"
          type="checkbox"
          checked={accepted}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setAccepted(e.target.checked)}
          required
          aria-invalid={(touched && !accepted) || undefined}
          sx={{
            width: 20,
            height: 20,
            m: 0,
            mt: '2px',
            flexShrink: 0,
            cursor: 'pointer',
            accentColor: (theme) => theme.palette.primary.main,
          }}
        />
        <span>{t('instructions.consent', { version: plan.privacyNoticeVersion })}</span>
      </Box>
      {touched && !accepted && <FlowError message={t('instructions.consentRequired')} />}
      <LightTextField
        label={t('instructions.accommodations')}
        helperText={t('instructions.accommodationsHint')}
        value={accommodations}
        onChange={(e) => setAccommodations(e.target.value.slice(0, 2000))}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
      />
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <LightButton type="submit" look="contained" size="large">
          {t('common.continue')}
        </LightButton>
      </Box>
    </Box>
  );
};

/** personal-info: starts the application; a repeat application gets its continue link by email. */
const PersonalInfoStep = ({ plan }: { plan: TApplicationPlan }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const consent = readConsent(plan.requisitionId);
  const [value, setValue] = useState<PersonalInfo>(emptyPersonalInfo(plan.country));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [emailed, setEmailed] = useState(false);
  const [isLoading, setLoading] = useState(false);
  useStepFunnel(plan.requisitionId, 'personal-info', emailed);
  if (!consent) return <Navigate to={stepPath(plan.requisitionId, null, 'instructions-reminders')} replace />;
  if (emailed)
    return (
      <Box role="status">
        <Typography sx={{ mb: 1, fontWeight: 600 }}>{t('personal.alreadyTitle')}</Typography>
        <Typography>{t('personal.alreadyText', { email: value.email })}</Typography>
      </Box>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = missingFields(value);
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) {
      setFailure(t('errors.checkFields'));
      return;
    }
    setLoading(true);
    try {
      const reply = await publicSend<TApplicationStartReply>(
        'PUT',
        `/requisitions/resume-profile/submit/${encodeURIComponent(plan.requisitionId)}`,
        {
          step: 'personal-info',
          personalInfo: value,
          consent: { accepted: true, noticeVersion: consent.noticeVersion },
          accommodations: consent.accommodations,
          locale: i18n.language === 'es' ? 'es' : 'en',
          visitorId: visitorId(),
          source: captureSource(),
        },
      );
      setLoading(false);
      if (reply.resumed) {
        setEmailed(true);
        return;
      }
      const s = reply.state;
      navigate(stepPath(s.requisitionId, s.applicantId, s.nextStep ?? 'success'));
    } catch (err) {
      setLoading(false);
      setErrors(fieldErrorsOf(err));
      setFailure(flowErrorOf(err, t));
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography sx={{ mb: 2 }}>{t('personal.intro')}</Typography>
      <FlowError message={failure} />
      <PersonalInfoFields value={value} onChange={setValue} errors={errors} />
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <LightButton
          type="button"
          onClick={() => navigate(stepPath(plan.requisitionId, null, 'instructions-reminders'))}
        >
          {t('common.back')}
        </LightButton>
        <LightButton type="submit" look="contained" size="large" disabled={isLoading}>
          {t('common.saveContinue')}
        </LightButton>
      </Box>
    </Box>
  );
};

const STEPS: Partial<Record<TApplicationStep, (p: { plan: TApplicationPlan }) => React.ReactNode>> = {
  'instructions-reminders': Instructions,
  'personal-info': PersonalInfoStep,
};

/** The plan is public and read only here (the served HTML preloads it), so no API cache. */
const planUrl = (requisitionId: string) =>
  requisitionId ? `/applications/plan/${encodeURIComponent(requisitionId)}` : null;

const ApplyContent = () => {
  const { t } = useTranslation();
  const { requisitionId = '', step = '' } = useParams();
  const { data: plan, isLoading, isError } = usePublicQuery<TApplicationPlan>(planUrl(requisitionId));
  const Step = STEPS[step as TApplicationStep];
  if (isLoading) return <FlowLoading />;
  if (isError || !plan)
    return (
      <FlowMessage title={t('closed.title')} action={<JobsLink />}>
        {t('closed.text')}
      </FlowMessage>
    );
  if (!Step) return <Navigate to={stepPath(requisitionId, null, 'instructions-reminders')} replace />;
  // The steps before this one are behind the candidate (nothing is stored until personal-info).
  const at = plan.steps.findIndex((s) => s.step === step);
  const steps = plan.steps.map((s, i) =>
    i < at && s.state === 'pending' ? { ...s, state: 'done' as const } : s,
  );
  return (
    <FlowLayout
      jobTitle={plan.title}
      clientName={plan.clientName}
      steps={steps}
      step={step as TApplicationStep}
    >
      <Step plan={plan} />
    </FlowLayout>
  );
};

/** /interviews/requisition/:requisitionId/apply/:step — the steps before the application exists. */
const ApplyPage = () => {
  // The plan loads while the candidate's language does (not after it).
  const { requisitionId = '' } = useParams();
  usePublicQuery<TApplicationPlan>(planUrl(requisitionId));
  return (
    <Translated>
      <ApplyContent />
    </Translated>
  );
};
export default ApplyPage;
