import { INTERVIEW_DEFAULT_EXPIRY_DAYS, INTERVIEW_MAX_EXPIRY_DAYS, type TApplicantKind } from '@ats/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
} from 'react-hook-form';
import { FormDialog, FormTextField } from '../../shared/form';
import { type MailLanguageChoice, MailLanguageField, mailLanguageBody } from './mail-language-field';

export interface InterviewRecipient {
  applicantId: string;
  applicantKind: TApplicantKind;
  name: string;
}

/** The fields every send of a personal link has: how long the link lasts, the email's language. */
export interface SendLinkValues extends FieldValues {
  days: string;
  language: MailLanguageChoice;
}

/** What a send dialog takes: who gets the link, and what happens after. */
export interface SendDialogProps {
  recipients: InterviewRecipient[];
  onClose: () => void;
  /** After a successful send (e.g. clears the list's selection). */
  onSent?: () => void;
}

const SEND_LINK_DEFAULTS: SendLinkValues = {
  days: String(INTERVIEW_DEFAULT_EXPIRY_DAYS),
  language: '',
};

/** The send body's part for the link: its lifetime and, when chosen, the email's language. */
export const sendLinkBody = (values: SendLinkValues) => ({
  expiresInDays: Number(values.days),
  ...mailLanguageBody(values.language),
});

/** The body of a send to every recipient at once: the link's part and who gets it. */
export const sendToAllBody = (values: SendLinkValues, recipients: InterviewRecipient[]) => ({
  ...sendLinkBody(values),
  applicants: recipients.map(({ applicantId, applicantKind }) => ({ applicantId, applicantKind })),
});

const expiryError = (days: string) => {
  const n = Number(days);
  return Number.isInteger(n) && n >= 1 && n <= INTERVIEW_MAX_EXPIRY_DAYS
    ? undefined
    : `Between 1 and ${INTERVIEW_MAX_EXPIRY_DAYS} days`;
};

const resolverOf =
  <V extends SendLinkValues>(
    check: (values: V) => Partial<Record<keyof V, string | undefined>>,
  ): Resolver<V> =>
  (values) => {
    const messages: Partial<Record<keyof V, string | undefined>> = {
      ...check(values),
      days: expiryError(values.days),
    };
    const errors: FieldErrors<V> = Object.fromEntries(
      Object.entries(messages)
        .filter(([, message]) => message)
        .map(([name, message]) => [name, { type: 'validate', message }]),
    ) as FieldErrors<V>;
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

/**
 * The form of a send dialog: checked when it is submitted (the link's lifetime, and what `check`
 * says of the dialog's own fields: a message per field, undefined when fine); a field's message
 * goes when the field changes (the dialog clears it), the others stay until the next submit.
 */
export const useSendLinkForm = <V extends SendLinkValues>(
  check: (values: V) => Partial<Record<keyof V, string | undefined>>,
  defaults: Omit<V, keyof SendLinkValues>,
) => {
  const [resolver] = useState(() => resolverOf(check));
  return useForm<V>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { ...SEND_LINK_DEFAULTS, ...defaults } as DefaultValues<V>,
  });
};

const MailLanguageControl = () => {
  const { field } = useController<SendLinkValues, 'language'>({ name: 'language' });
  return <MailLanguageField value={field.value} onChange={field.onChange} />;
};

/**
 * Sending a personal link (an interview, an assessment) to one applicant or many: the dialog's own
 * fields (`children`), the email's language, how long the link lasts, and who gets what. The
 * form's errors show when it is submitted; any refusal of the API shows above the fields.
 */
export const SendLinkDialog = <V extends SendLinkValues>({
  what,
  recipients,
  form,
  onSubmit,
  onClose,
  submitDisabled,
  gets,
  children,
}: {
  /** What is sent, for the title: 'interview', 'assessment'. */
  what: string;
  recipients: InterviewRecipient[];
  form: UseFormReturn<V>;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  submitDisabled?: boolean;
  /** What each applicant gets, e.g. 'an email with a personal link'. */
  gets: string;
  children: ReactNode;
}) => {
  const one = recipients.length === 1 ? recipients[0] : undefined;
  return (
    <FormDialog
      form={form}
      title={one ? `Send ${what} to ${one.name}` : `Send ${what} to ${recipients.length} applicants`}
      submitLabel="Send"
      savingLabel="Sending…"
      fieldOf={() => undefined}
      submitDisabled={submitDisabled}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start', pt: 1 }}>
        {children}
        <MailLanguageControl />
        <FormTextField
          name="days"
          label="Link expires after (days)"
          type="number"
          helperText={`1 to ${INTERVIEW_MAX_EXPIRY_DAYS} days; unused links stop working then`}
          slotProps={{ htmlInput: { min: 1, max: INTERVIEW_MAX_EXPIRY_DAYS, inputMode: 'numeric' } }}
          sx={{ maxWidth: 260 }}
        />
        <Typography variant="body2" color="text.secondary">
          {one ? `${one.name} gets` : 'Each applicant gets'} {gets}, and a reminder if it is not started after
          a while.
        </Typography>
      </Box>
    </FormDialog>
  );
};
