import type {
  TJsonResume,
  TResumeInterviewParsed,
  TResumeInterviewSubmit,
  TSelfIdentification,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateErrorOf } from '../../../../entities/candidate-pages/candidate-error';
import { CandidateFileUpload } from '../../../../entities/candidate-pages/candidate-file-upload';
import type { UploadEndpoints } from '../../../../shared/ui/upload';

// The form shows once the resume is read: its fields (MUI's TextField and Select) load meanwhile,
// not with the page (issue 15 budget).
const loadConfirmForm = () => import('./resume-confirm-form');
const ResumeConfirmForm = lazy(() => loadConfirmForm().then((m) => ({ default: m.ResumeConfirmForm })));

export interface ResumeProfileFlowProps {
  greeting: string;
  resumeOnFile: { fileName: string } | null;
  endpoints: Omit<UploadEndpoints, 'token'>;
  parse: (s3Key?: string) => Promise<TResumeInterviewParsed>;
  submit: (body: TResumeInterviewSubmit) => Promise<unknown>;
  doneText: string;
}

/**
 * Upload (or reuse the resume on file) → see it parsed → correct → confirm and submit. The
 * candidate never sees the score; the server scores what they confirm.
 */
export const ResumeProfileFlow = ({
  greeting,
  resumeOnFile,
  endpoints,
  parse,
  submit,
  doneText,
}: ResumeProfileFlowProps) => {
  const { t } = useTranslation();
  const [parsing, setParsing] = useState(false);
  const [parsed, setParsed] = useState<TResumeInterviewParsed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const read = async (s3Key?: string) => {
    setParsing(true);
    void loadConfirmForm();
    setError(null);
    setParsed(null);
    try {
      setParsed(await parse(s3Key));
    } catch (e) {
      setError(candidateErrorOf(e, t));
    } finally {
      setParsing(false);
    }
  };
  const send = async (resume: TJsonResume, selfId: TSelfIdentification) => {
    if (!parsed) return setError(t('resumeProfile.uploadFirst'));
    setBusy(true);
    setError(null);
    try {
      await submit({ s3Key: parsed.s3Key, resume, ...(Object.keys(selfId).length ? { selfId } : {}) });
      setDone(true);
    } catch (e) {
      setError(candidateErrorOf(e, t));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Alert severity="success" role="status">
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {t('resumeProfile.doneTitle')}
        </Typography>
        {doneText}
      </Alert>
    );
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{greeting}</Typography>
      <CandidateFileUpload
        kind="resume"
        label={t('resume.label')}
        endpoints={endpoints}
        disabled={parsing || busy}
        onChange={(key) => (key ? void read(key) : setParsed(null))}
      />
      {resumeOnFile && !parsed && (
        <Button variant="outlined" sx={{ mt: 2 }} disabled={parsing} onClick={() => void read()}>
          {t('resumeProfile.useOnFile', { fileName: resumeOnFile.fileName })}
        </Button>
      )}
      {parsing && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2">{t('resumeProfile.reading')}</Typography>
          <LinearProgress aria-label={t('resumeProfile.reading')} sx={{ mt: 1 }} />
        </Box>
      )}
      {error && !parsed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {parsed && (
        <Box component="section" aria-labelledby="resume-check-title" sx={{ mt: 3 }}>
          <Typography
            id="resume-check-title"
            variant="h2"
            sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}
          >
            {t('resumeProfile.checkTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('resumeProfile.checkIntro')}
          </Typography>
          {parsed.parsed.status === 'no-text-layer' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('resumeProfile.noText')}
            </Alert>
          )}
          {parsed.parsed.columns > 1 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('resumeProfile.twoColumns')}
            </Alert>
          )}
          <Suspense fallback={<LinearProgress aria-label={t('resumeProfile.reading')} />}>
            <ResumeConfirmForm
              key={parsed.s3Key}
              resume={parsed.parsed.resume}
              busy={busy}
              error={error}
              onSubmit={(r, s) => void send(r, s)}
            />
          </Suspense>
        </Box>
      )}
    </Box>
  );
};
