import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { statusOf } from '../../../shared/api-error';
import { LanguageSwitcher, Translated } from '../../../shared/i18n';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { ResumeProfileFlow } from '../components/resume/resume-profile-flow';
import {
  useParseResumeInterviewMutation,
  useResumeInterviewQuery,
  useSubmitResumeInterviewMutation,
} from '../resume-api';

// Secondary content: loaded after the page, outside its JS budget (scripts/check-bundle-budget.mjs).
const CandidateResources = lazy(() =>
  import('../../../entities/candidate-pages/candidate-resources').then((m) => ({
    default: m.CandidateResources,
  })),
);

/** /interviews/resume-profile/:token — the candidate confirms their parsed resume (en/es). */
const ResumeProfile = () => {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const { data, isLoading, error } = useResumeInterviewQuery(token, { skip: !token });
  const [parse] = useParseResumeInterviewMutation();
  const [submit] = useSubmitResumeInterviewMutation();
  const title = t('resumeProfile.title');

  if (isLoading) return <InterviewLoading label={t('common.loading')} />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !token)
      return <InterviewClosed title={title} message={t('resumeProfile.notValid')} />;
    return <InterviewClosed title={title} message={candidateErrorOf(error, t)} />;
  }
  if (data.closedReason)
    return (
      <InterviewClosed
        title={title}
        message={t(
          data.closedReason === 'submitted'
            ? 'resumeProfile.alreadyDone'
            : data.closedReason === 'expired'
              ? 'resumeProfile.expired'
              : 'resumeProfile.closed',
        )}
      />
    );
  return (
    <InterviewShell title={title} overline={data.referenceName}>
      <Box sx={{ mb: 2 }}>
        <LanguageSwitcher />
      </Box>
      <Suspense fallback={null}>
        <CandidateResources interviewToken={token} title={t('instructions.resourcesTitle')} />
      </Suspense>
      <ResumeProfileFlow
        greeting={
          data.firstName ? t('resumeProfile.hello', { name: data.firstName }) : t('resumeProfile.helloAnon')
        }
        resumeOnFile={data.resumeOnFile}
        endpoints={{
          presignPath: `/resume-interviews/upload-url/${token}`,
          completePath: `/resume-interviews/upload-complete/${token}`,
        }}
        parse={(s3Key) => parse({ token, s3Key }).unwrap()}
        submit={(body) => submit({ token, body }).unwrap()}
        doneText={t('resumeProfile.done')}
      />
    </InterviewShell>
  );
};

const ResumeProfilePage = () => (
  <Translated>
    <ResumeProfile />
  </Translated>
);
export default ResumeProfilePage;
