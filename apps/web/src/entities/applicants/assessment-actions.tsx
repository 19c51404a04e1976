import Assignment from '@mui/icons-material/Assignment';
import ThumbUp from '@mui/icons-material/ThumbUpOffAlt';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { useConfirm } from '../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../shared/notify/notify';
import { type MailLanguageChoice, MailLanguageField, mailLanguageBody } from './mail-language-field';
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
  // The survey's email language, chosen in the confirmation (default: each applicant's).
  const anpsLanguage = useRef<MailLanguageChoice>('');
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
          anpsLanguage.current = '';
          const ok = await confirm({
            title: 'Send aNPS survey?',
            message: (
              <>
                <p>
                  {`${one ? one.name : `${people.length} applicants`} will be emailed one question: how likely they are to recommend applying with us (0–10), with an optional comment.`}
                </p>
                <AnpsLanguageChoice onChange={(v) => (anpsLanguage.current = v)} />
              </>
            ),
            confirmLabel: 'Send',
          });
          if (!ok) return;
          try {
            const r = await sendAnps({
              applicants: people.map(({ applicantId, applicantKind }) => ({ applicantId, applicantKind })),
              ...mailLanguageBody(anpsLanguage.current),
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

/** The survey email's language inside the confirmation (which holds no state of its own). */
const AnpsLanguageChoice = ({ onChange }: { onChange: (v: MailLanguageChoice) => void }) => {
  const [value, setValue] = useState<MailLanguageChoice>('');
  return (
    <MailLanguageField
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
};
