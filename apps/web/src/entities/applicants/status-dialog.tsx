import {
  APPLICANT_STATUS_EMAILS,
  APPLICANT_STATUSES,
  DECLINE_REASONS,
  fillStatusEmail,
  optionsOf,
  purposeForStatus,
  type TApplicantKind,
  type TApplicantStatus,
  type TDeclineReason,
  type TMailLanguage,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  type TemplateLanguageChoice,
  TemplatePicker,
  templateLanguageBody,
  useSendCandidateEmailMutation,
} from '../candidate-emails';
import { ScheduleInterviewDialog } from '../scheduling';

export interface StatusChange {
  status: TApplicantStatus;
  reason: TDeclineReason | null;
  sendStatusEmail: boolean;
  /** Bulk changes with `templated`: the template each changed applicant is emailed. */
  templateId?: string;
  /** The template email's language, when staff chose one for this send (else each applicant's). */
  language?: TMailLanguage;
}

/**
 * Status and decline reason (required for Declined) for one or more applicants (manual or
 * requisition). With `candidateEmail`, it also offers the opt-in candidate email when the status
 * has a template; without it, `sendStatusEmail` is always false.
 */
export const StatusDialog = ({
  count,
  initial,
  candidateEmail,
  templated,
  applicant,
  onClose,
  onSubmit,
}: {
  count: number;
  /**
   * Offer the candidate email; `recipient` fills the mail preview for one applicant (bulk changes
   * show placeholders).
   */
  candidateEmail?: { recipient?: { firstName: string; jobTitle: string } };
  /**
   * "Send email" picks a template that goes in the status change's own request (`templateId`):
   * merge fields are filled per person on the server, and an unknown template changes nothing.
   * Bulk changes, and the board's moves together with `applicant` (which adds the scheduler).
   */
  templated?: boolean;
  /**
   * One applicant: "send email" picks a template (sent after the change), and moving to
   * interview_scheduled opens the scheduler next.
   */
  applicant?: { kind: TApplicantKind; id: string; name: string };
  initial?: { status: TApplicantStatus; reason: TDeclineReason | null };
  onClose: () => void;
  onSubmit: (v: StatusChange) => Promise<void>;
}) => {
  const titleId = useId();
  const [status, setStatus] = useState<TApplicantStatus>(initial?.status ?? 'sent_to_operations');
  const [reason, setReason] = useState<TDeclineReason | ''>(initial?.reason ?? '');
  const [sendStatusEmail, setSend] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState<TemplateLanguageChoice>('');
  const [scheduling, setScheduling] = useState(false);
  const [sendEmail] = useSendCandidateEmailMutation();
  const schedules = Boolean(applicant) && status === 'interview_scheduled';
  const needsReason = status === 'declined';
  const template = candidateEmail ? APPLICANT_STATUS_EMAILS[status] : undefined;
  const preview = fillStatusEmail(
    status,
    candidateEmail?.recipient ?? { firstName: '[first name]', jobTitle: '[job title]' },
  );
  const submit = async () => {
    if (needsReason && !reason) return setError('Choose a decline reason');
    if ((applicant || templated) && !schedules && sendStatusEmail && !templateId)
      return setError('Choose an email template');
    setBusy(true);
    try {
      await onSubmit({
        status,
        reason: needsReason ? (reason as TDeclineReason) : null,
        sendStatusEmail: !applicant && !templated && Boolean(template) && sendStatusEmail,
        ...(templated && !schedules && sendStatusEmail && templateId
          ? { templateId, ...templateLanguageBody(language) }
          : {}),
      });
      if (applicant && !templated && !schedules && sendStatusEmail && templateId) {
        await sendEmail({
          kind: applicant.kind,
          applicantId: applicant.id,
          templateId,
          ...templateLanguageBody(language),
        })
          .unwrap()
          .catch(() => {
            throw new Error('The status changed, but the email could not be sent');
          });
      }
      if (schedules) setScheduling(true);
      else onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not change the status');
    } finally {
      setBusy(false);
    }
  };
  if (scheduling && applicant)
    return (
      <ScheduleInterviewDialog
        kind={applicant.kind}
        applicantId={applicant.id}
        candidateName={applicant.name}
        onClose={onClose}
      />
    );
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {count === 1 ? 'Change status' : `Change status of ${count} applicants`}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as TApplicantStatus)}
        >
          {optionsOf(APPLICANT_STATUSES).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {needsReason && (
          <TextField
            select
            label="Decline reason"
            required
            value={reason}
            error={Boolean(error) && !reason}
            onChange={(e) => {
              setReason(e.target.value as TDeclineReason);
              setError('');
            }}
          >
            {optionsOf(DECLINE_REASONS).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.value} – {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {applicant || templated ? (
          schedules ? (
            <Typography variant="body2" color="text.secondary">
              Next: schedule the interview. The invitation with the calendar file is sent from the scheduler.
            </Typography>
          ) : (
            <>
              <FormControlLabel
                control={<Checkbox checked={sendStatusEmail} onChange={(e) => setSend(e.target.checked)} />}
                label={applicant ? 'Send email to the candidate' : 'Send email to each candidate'}
              />
              {sendStatusEmail && (
                <TemplatePicker
                  purpose={purposeForStatus(status)}
                  value={templateId}
                  onChange={setTemplateId}
                  onLanguageChange={setLanguage}
                />
              )}
            </>
          )
        ) : !candidateEmail ? null : template ? (
          <>
            <FormControlLabel
              control={<Checkbox checked={sendStatusEmail} onChange={(e) => setSend(e.target.checked)} />}
              label="Email the candidate about this change"
            />
            {sendStatusEmail && preview && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'pre-line', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}
              >
                <strong>{preview.subject}</strong>
                {'\n\n'}
                {preview.text}
              </Typography>
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No candidate email is sent for this status.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Saving…' : schedules ? 'Change status and schedule' : 'Change status'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
