import {
  ASSESSMENT_KINDS,
  ASSESSMENT_SKIP_REASONS,
  INTERVIEW_DEFAULT_EXPIRY_DAYS,
  INTERVIEW_MAX_EXPIRY_DAYS,
  isAllowed,
  type TAssessmentKind,
  type TAssessmentSendResult,
  type TAssessmentTemplate,
  type TListPage,
  type TSendAnpsSurvey,
  type TSendAssessment,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { baseApi } from '../../shared/base-api';
import { notify } from '../../shared/notify/notify';
import { useAppSelector } from '../../shared/store-hooks';
import { type MailLanguageChoice, MailLanguageField, mailLanguageBody } from './mail-language-field';
import type { InterviewRecipient } from './send-interview-dialog';

type Picked = Pick<TAssessmentTemplate, 'id' | 'name' | 'kind'>;

const applicantTag = (applicantId: string) => ({
  type: 'ApplicantInterview' as const,
  id: `applicant:${applicantId}`,
});

/** Sending language / writing assessments and aNPS surveys from the applicant pages. */
const assessmentSendApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    assessmentTemplateChoices: build.query<Picked[], TAssessmentKind>({
      query: (kind) => ({ url: '/assessment-templates/list', params: { kind, limit: 100, sort: 'name' } }),
      transformResponse: (r: { data: TListPage<TAssessmentTemplate> }) => r.data.items,
      providesTags: [{ type: 'AssessmentTemplate', id: 'LIST' }],
    }),
    sendAssessment: build.mutation<TAssessmentSendResult, TSendAssessment>({
      query: (body) => ({ url: '/applicant-interviews/send-assessment', method: 'POST', body }),
      transformResponse: (r: { data: TAssessmentSendResult }) => r.data,
      invalidatesTags: (_r, _e, body) => [
        { type: 'ApplicantInterview', id: 'LIST' },
        ...body.applicants.map((a) => applicantTag(a.applicantId)),
      ],
    }),
    sendAnpsSurvey: build.mutation<{ sent: number; message: string }, TSendAnpsSurvey>({
      query: (body) => ({ url: '/applicant-interviews/send-anps-survey', method: 'POST', body }),
      transformResponse: (r: { data: { sent: number; message: string } }) => r.data,
    }),
  }),
});
export const { useSendAnpsSurveyMutation } = assessmentSendApi;

/**
 * "Send assessment" for one applicant or many: the kind (language or writing), the template and
 * how long the link lasts; each applicant is emailed their own link, with one reminder.
 */
export const SendAssessmentDialog = ({
  recipients,
  onClose,
  onSent,
}: {
  recipients: InterviewRecipient[];
  onClose: () => void;
  /** After a successful send (e.g. clears the list's selection). */
  onSent?: () => void;
}) => {
  const titleId = useId();
  const kindId = useId();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const perms = useAppSelector((s) => s.auth.role?.permissions);
  const canList = (
    [
      ['assessment-templates', 'view'],
      ['req-applicant-tracker', 'edit'],
      ['applicant-tracker', 'edit'],
    ] as const
  ).some(([id, op]) => isAllowed(perms, id, op));
  const [kind, setKind] = useState<TAssessmentKind>('language');
  const [template, setTemplate] = useState<Picked | null>(null);
  const [days, setDays] = useState(String(INTERVIEW_DEFAULT_EXPIRY_DAYS));
  const [language, setLanguage] = useState<MailLanguageChoice>('');
  const [errors, setErrors] = useState<{ template?: string; days?: string; form?: string }>({});
  const { data = [], isFetching } = assessmentSendApi.useAssessmentTemplateChoicesQuery(kind, {
    skip: !canList,
  });
  const [send, { isLoading }] = assessmentSendApi.useSendAssessmentMutation();
  const one = recipients.length === 1 ? recipients[0] : undefined;
  const [summary, setSummary] = useState<TAssessmentSendResult | null>(null);

  const submit = async () => {
    const n = Number(days);
    const next: typeof errors = {};
    if (!template) next.template = 'Choose a template';
    if (!Number.isInteger(n) || n < 1 || n > INTERVIEW_MAX_EXPIRY_DAYS)
      next.days = `Between 1 and ${INTERVIEW_MAX_EXPIRY_DAYS} days`;
    setErrors(next);
    if (next.template || next.days || !template) return;
    try {
      const r = await send({
        type: kind,
        templateId: template.id,
        expiresInDays: n,
        ...mailLanguageBody(language),
        applicants: recipients.map(({ applicantId, applicantKind }) => ({ applicantId, applicantKind })),
      }).unwrap();
      onSent?.();
      if (one && !r.skipped.length) {
        notify(r.message);
        onClose();
      } else setSummary(r);
    } catch (e) {
      setErrors({ form: errorMessageOf(e) });
    }
  };

  if (summary) return <SendSummary titleId={titleId} result={summary} onClose={onClose} />;

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {one ? `Send assessment to ${one.name}` : `Send assessment to ${recipients.length} applicants`}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start', pt: '8px !important' }}>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <FormControl>
          <FormLabel id={kindId}>Assessment</FormLabel>
          <RadioGroup
            aria-labelledby={kindId}
            row
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TAssessmentKind);
              setTemplate(null);
            }}
          >
            {(Object.keys(ASSESSMENT_KINDS) as TAssessmentKind[]).map((k) => (
              <FormControlLabel key={k} value={k} control={<Radio />} label={ASSESSMENT_KINDS[k].label} />
            ))}
          </RadioGroup>
        </FormControl>
        {canList ? (
          <Autocomplete
            options={data}
            value={template}
            onChange={(_e, v) => {
              setTemplate(v);
              setErrors((e) => ({ ...e, template: undefined }));
            }}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={isFetching}
            noOptionsText="No templates yet: build one under Assessment Templates"
            renderInput={(params) => (
              <TextField
                {...params}
                label={`${ASSESSMENT_KINDS[kind].label} template`}
                required
                error={Boolean(errors.template)}
                helperText={errors.template ?? ASSESSMENT_KINDS[kind].description}
              />
            )}
          />
        ) : (
          <Alert severity="warning">Your role cannot list assessment templates, so it cannot send one.</Alert>
        )}
        <MailLanguageField value={language} onChange={setLanguage} />
        <TextField
          label="Link expires after (days)"
          type="number"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={Boolean(errors.days)}
          helperText={errors.days ?? `1 to ${INTERVIEW_MAX_EXPIRY_DAYS} days; unused links stop working then`}
          slotProps={{ htmlInput: { min: 1, max: INTERVIEW_MAX_EXPIRY_DAYS, inputMode: 'numeric' } }}
          sx={{ maxWidth: 260 }}
        />
        <Typography variant="body2" color="text.secondary">
          {one ? `${one.name} gets` : 'Each applicant gets'} an email with a personal link, and a reminder if
          it is not started after a while.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={isLoading || !canList}>
          {isLoading ? 'Sending…' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** After a bulk send: how many were sent and who was skipped, with the reason. */
const SendSummary = ({
  titleId,
  result,
  onClose,
}: {
  titleId: string;
  result: TAssessmentSendResult;
  onClose: () => void;
}) => (
  <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
    <DialogTitle id={titleId}>Assessments sent</DialogTitle>
    <DialogContent sx={{ display: 'grid', gap: 1.5 }} data-testid="send-assessment-summary">
      <Alert severity={result.skipped.length ? 'warning' : 'success'}>
        Sent {result.sent} · Skipped {result.skipped.length}
      </Alert>
      {result.skipped.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            Skipped
          </Typography>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {result.skipped.map((s) => (
              <li key={s.applicantId}>
                <Typography variant="body2">
                  {s.name || 'An applicant'} {ASSESSMENT_SKIP_REASONS[s.reason]}
                </Typography>
              </li>
            ))}
          </ul>
        </>
      )}
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button variant="contained" onClick={onClose}>
        Close
      </Button>
    </DialogActions>
  </Dialog>
);
