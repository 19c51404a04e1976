import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api-error';
import { LanguageSwitcher, Translated } from '../../../shared/i18n';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { ResumeProfileFlow } from '../components/resume/resume-profile-flow';
import {
  useCreateResumeTestMutation,
  useParseResumeInterviewMutation,
  useResumeTestOpenQuery,
  useSubmitResumeInterviewMutation,
} from '../resume-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /interviews/resume-profile-test/:resumeProfileId — a pilot of a resume profile, by email. */
const ResumeProfileTest = () => {
  const { resumeProfileId = '' } = useParams();
  const { t } = useTranslation();
  const { data, isLoading, error } = useResumeTestOpenQuery(resumeProfileId, { skip: !resumeProfileId });
  const [create, creating] = useCreateResumeTestMutation();
  const [parse] = useParseResumeInterviewMutation();
  const [submit] = useSubmitResumeInterviewMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const title = t('resumeProfile.title');

  if (isLoading) return <InterviewLoading />;
  if (error || !data) return <InterviewClosed title={title} message={t('resumeProfile.notValid')} />;

  const start = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) return setEmailError(t('errors.invalid'));
    try {
      setToken((await create({ referenceId: resumeProfileId, email: value }).unwrap()).token);
    } catch (err) {
      setEmailError(fieldErrorsOf(err).email ?? errorMessageOf(err));
    }
  };
  return (
    <InterviewShell title={`${title} (test)`} overline={data.referenceName}>
      <Box sx={{ mb: 2 }}>
        <LanguageSwitcher />
      </Box>
      {token ? (
        <ResumeProfileFlow
          greeting={t('resumeProfile.helloAnon')}
          resumeOnFile={null}
          endpoints={{
            presignPath: `/resume-profile-test-results/upload-url/${token}`,
            completePath: `/resume-profile-test-results/upload-complete/${token}`,
          }}
          parse={(s3Key) => parse({ token, s3Key, test: true }).unwrap()}
          submit={(body) => submit({ token, body, test: true }).unwrap()}
          doneText={t('resumeProfile.testDone')}
        />
      ) : (
        <Box
          component="form"
          onSubmit={start}
          noValidate
          sx={{ display: 'grid', gap: 2, maxWidth: 480, mt: 2 }}
        >
          <Typography>{t('resumeProfile.testIntro')}</Typography>
          <TextField
            label={t('resumeProfile.testEmail')}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={!!emailError}
            helperText={emailError ?? undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={creating.isLoading}>
              {t('resumeProfile.testStart')}
            </Button>
          </Box>
        </Box>
      )}
    </InterviewShell>
  );
};

const ResumeProfileTestPage = () => (
  <Translated>
    <ResumeProfileTest />
  </Translated>
);
export default ResumeProfileTestPage;
