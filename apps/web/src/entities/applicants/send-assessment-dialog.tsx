import {
  ASSESSMENT_KINDS,
  ASSESSMENT_SKIP_REASONS,
  type TAssessmentKind,
  type TAssessmentSendResult,
  type TAssessmentTemplate,
  type TListPage,
  type TSendAnpsSurvey,
  type TSendAssessment,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { baseApi } from '../../shared/base-api';
import { notify } from '../../shared/notify/notify';
import { useCanAny } from '../../shared/permissions/use-can';
import {
  type SendDialogProps,
  SendLinkDialog,
  type SendLinkValues,
  sendToAllBody,
  useSendLinkForm,
} from './send-link-dialog';
import { SendKindField, SendPicker } from './send-link-fields';

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

/** The template of the kind chosen. */
const TemplatePicker = ({
  kind,
  options,
  loading,
}: {
  kind: TAssessmentKind;
  options: Picked[];
  loading: boolean;
}) => (
  <SendPicker
    name="template"
    label={`${ASSESSMENT_KINDS[kind].label} template`}
    options={options}
    loading={loading}
    getOptionLabel={(o) => o.name}
    noOptionsText="No templates yet: build one under Assessment Templates"
    hint={ASSESSMENT_KINDS[kind].description}
  />
);

interface AssessmentForm extends SendLinkValues {
  kind: TAssessmentKind;
  template: Picked | null;
}

const checkAssessment = (v: AssessmentForm) => ({
  template: v.template ? undefined : 'Choose a template',
});

/**
 * "Send assessment" for one applicant or many: the kind (language or writing), the template and
 * how long the link lasts; each applicant is emailed their own link, with one reminder.
 */
export const SendAssessmentDialog = ({ recipients, onClose, onSent }: SendDialogProps) => {
  const canList = useCanAny([
    ['assessment-templates', 'view'],
    ['req-applicant-tracker', 'edit'],
    ['applicant-tracker', 'edit'],
  ] as const);
  const form = useSendLinkForm<AssessmentForm>(checkAssessment, { kind: 'language', template: null });
  const kind = form.watch('kind');
  const { data = [], isFetching } = assessmentSendApi.useAssessmentTemplateChoicesQuery(kind, {
    skip: !canList,
  });
  const [send] = assessmentSendApi.useSendAssessmentMutation();
  const one = recipients.length === 1 ? recipients[0] : undefined;
  const [summary, setSummary] = useState<TAssessmentSendResult | null>(null);

  const submit = async ({ template, ...values }: AssessmentForm) => {
    if (!template) return;
    const r = await send({
      type: values.kind,
      templateId: template.id,
      ...sendToAllBody(values, recipients),
    }).unwrap();
    onSent?.();
    if (one && !r.skipped.length) {
      notify(r.message);
      onClose();
    } else setSummary(r);
  };

  if (summary) return <SendSummary result={summary} onClose={onClose} />;

  return (
    <SendLinkDialog
      what="assessment"
      recipients={recipients}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={!canList}
      gets="an email with a personal link"
    >
      <SendKindField
        name="kind"
        label="Assessment"
        options={(Object.keys(ASSESSMENT_KINDS) as TAssessmentKind[]).map((k) => ({
          value: k,
          label: ASSESSMENT_KINDS[k].label,
        }))}
        onChange={() => form.setValue('template', null)}
      />
      {canList ? (
        <TemplatePicker kind={kind} options={data} loading={isFetching} />
      ) : (
        <Alert severity="warning">Your role cannot list assessment templates, so it cannot send one.</Alert>
      )}
    </SendLinkDialog>
  );
};

/** After a bulk send: how many were sent and who was skipped, with the reason. */
const SendSummary = ({ result, onClose }: { result: TAssessmentSendResult; onClose: () => void }) => {
  const titleId = useId();
  return (
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
};
