import Assignment from '@mui/icons-material/Assignment';
import ThumbUp from '@mui/icons-material/ThumbUpOffAlt';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { useConfirm } from '../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../shared/notify/notify';
import { SendAssessmentDialog, useSendAnpsSurveyMutation } from './send-assessment-dialog';
import type { InterviewRecipient } from './send-link-dialog';

/** "Send assessment" and "Send aNPS survey", next to "Send interview" (one applicant or many). */
export const AssessmentActions = ({
  recipient,
  recipients,
  size,
}: {
  recipient?: InterviewRecipient;
  recipients?: InterviewRecipient[];
  size?: 'small' | 'medium';
}) => {
  const people = recipients ?? (recipient ? [recipient] : []);
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  const [sendAnps, { isLoading }] = useSendAnpsSurveyMutation();
  const one = people.length === 1 ? people[0] : undefined;
  return (
    <>
      <Button variant="outlined" size={size} startIcon={<Assignment />} onClick={() => setOpen(true)}>
        Send assessment
      </Button>
      <Button
        variant="outlined"
        size={size}
        startIcon={<ThumbUp />}
        disabled={isLoading}
        onClick={async () => {
          const ok = await confirm({
            title: 'Send aNPS survey?',
            message: `${one ? one.name : `${people.length} applicants`} will be emailed one question: how likely they are to recommend applying with us (0–10), with an optional comment.`,
            confirmLabel: 'Send',
          });
          if (!ok) return;
          try {
            const r = await sendAnps({
              applicants: people.map(({ applicantId, applicantKind }) => ({ applicantId, applicantKind })),
            }).unwrap();
            notify(r.message);
          } catch (e) {
            notifyAlert(errorMessageOf(e), 'error');
          }
        }}
      >
        Send aNPS survey
      </Button>
      {open && <SendAssessmentDialog recipients={people} onClose={() => setOpen(false)} />}
    </>
  );
};
