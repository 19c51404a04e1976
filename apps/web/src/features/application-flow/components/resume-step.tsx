import type { TResumeUnreadReason } from '@ats/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { CandidateFileUpload } from '../../../entities/candidate-pages/candidate-file-upload';
import { fieldErrorsOf } from '../../../shared/api-error';
import { useResumePrefillMutation, useSubmitStartMutation } from '../api';
import { FlowError, type StepProps } from './flow-state';
import { missingFields, type PersonalInfo, PersonalInfoFields } from './personal-info-fields';
import { ResumeReadNotice } from './resume-read-notice';

/** resume-profile: upload the resume (the shared upload control), confirm the personal info. */
export const ResumeStep = ({ state, onDone }: StepProps) => {
  const { t } = useTranslation();
  const [s3Key, setS3Key] = useState<string | null>(null);
  // Revisited before the application is sent: the resume already sent stays unless replaced.
  const keepsResume = state.hasResume && state.steps.some((s) => s.step === 'resume-profile' && s.editable);
  const [busy, setBusy] = useState(false);
  const [value, setValue] = useState<PersonalInfo>({
    ...state.personalInfo,
    address: state.personalInfo.address ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useSubmitStartMutation();
  const [readResume] = useResumePrefillMutation();
  const [prefilled, setPrefilled] = useState<string[]>([]);
  /** Filled fields the parser was unsure of, until the candidate edits them. */
  const [unsure, setUnsure] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  /** Why reading the resume gave nothing (`failed`: the request did not get through), until it does. */
  const [unread, setUnread] = useState<{ reason: TResumeUnreadReason; failed: boolean } | null>(null);
  /** The file now in the upload: the answer about an earlier one is dropped. */
  const current = useRef<string | null>(null);
  /** Fills the fields still empty from the parsed resume (the candidate confirms or edits them). */
  const read = async (key: string) => {
    setReading(true);
    setUnread(null);
    const found = await readResume({ applicantId: state.applicantId, s3Key: key })
      .unwrap()
      .catch(() => null);
    if (current.current !== key) return;
    setReading(false);
    if (!found) return setUnread({ reason: 'unreadable', failed: true });
    if (found.unread) setUnread({ reason: found.unread, failed: false });
    setValue((v) => {
      const next = { ...v };
      const filled: string[] = [];
      for (const f of ['firstName', 'lastName', 'email', 'phone', 'address'] as const) {
        if (!next[f].trim() && found[f]) {
          next[f] = found[f];
          filled.push(f);
        }
      }
      setPrefilled(filled);
      setUnsure(found.unsure.filter((f) => filled.includes(f)));
      return next;
    });
  };
  const uploaded = async (key: string | null) => {
    setS3Key(key);
    current.current = key;
    setReading(false);
    setUnread(null);
    if (key) await read(key);
  };
  /** Save pressed while the resume is still uploading: sent as soon as the upload ends. */
  const [waiting, setWaiting] = useState(false);
  const sendStep = async () => {
    const missing = missingFields(value);
    setErrors(missing);
    if (!s3Key && !keepsResume) return setFailure(t('resume.required'));
    if (Object.keys(missing).length) return setFailure(t('errors.checkFields'));
    setFailure(null);
    try {
      const reply = await send({
        requisitionId: state.requisitionId,
        body: { step: 'resume-profile', ...(s3Key ? { resumeS3Key: s3Key } : {}), personalInfo: value },
      }).unwrap();
      if (!reply.resumed) onDone(reply.state);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(candidateErrorOf(err, t));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) return void sendStep();
    setFailure(null);
    setWaiting(true);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the upload ends, with the form as it is then.
  useEffect(() => {
    if (!waiting || busy) return;
    setWaiting(false);
    void sendStep();
  }, [waiting, busy]);
  const id = state.applicantId;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography sx={{ mb: 2 }}>{t(keepsResume ? 'revisit.resumeKept' : 'resume.intro')}</Typography>
      <FlowError message={failure} />
      {waiting && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('resume.waitUpload')}
        </Typography>
      )}
      <CandidateFileUpload
        kind="resume"
        label={t('resume.label')}
        onChange={(key) => void uploaded(key)}
        onBusyChange={setBusy}
        endpoints={{
          presignPath: `/applications/upload-url/${id}`,
          completePath: `/applications/upload-complete/${id}`,
        }}
      />
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 3, mb: 1.5 }}>
        {t('resume.confirmTitle')}
      </Typography>
      <ResumeReadNotice
        reading={reading}
        unread={unread?.reason ?? null}
        failed={unread?.failed ?? false}
        onReadAgain={() => s3Key && void read(s3Key)}
      />
      {prefilled.length > 0 && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('resume.prefilled', { fields: prefilled.map((f) => t(`personal.${f}`)).join(', ') })}
        </Typography>
      )}
      <PersonalInfoFields
        value={value}
        onChange={(next) => {
          setUnsure((u) => u.filter((f) => next[f as keyof PersonalInfo] === value[f as keyof PersonalInfo]));
          setValue(next);
        }}
        errors={errors}
        unsure={unsure}
      />
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={isLoading || waiting}>
          {t('common.saveContinue')}
        </Button>
      </Box>
    </Box>
  );
};
