import { applicationStepPath, type TRequisitionPublic } from '@ats/contract';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Payments from '@mui/icons-material/Payments';
import Place from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useStepFunnel } from '../../../shared/application-funnel';
import { LanguageSwitcher, Translated, useIntlFormat } from '../../../shared/i18n';
import { usePublicRequisitionQuery } from '../api';
import { JobClosed } from '../components/job-closed';
import { useCountVisit } from '../hooks/use-count-visit';

/** One fact of the job (a dt/dd pair in the page's definition list; the icon sits in the dt). */
const Fact = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: '24px 1fr',
      columnGap: 1.5,
      alignItems: 'start',
      minWidth: 0,
    }}
  >
    <Box component="dt" sx={{ display: 'contents' }}>
      <Box component="span" sx={{ color: 'primary.main', gridRow: 'span 2', mt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Typography
        variant="caption"
        component="span"
        color="text.secondary"
        sx={{ display: 'block', fontWeight: 600 }}
      >
        {label}
      </Typography>
    </Box>
    <Typography component="dd" sx={{ m: 0, gridColumn: 2, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** Rich text the server sanitized (sanitize-html allow-list), rendered as the recruiter wrote it. */
const RichText = ({ html }: { html: string }) => (
  <Box
    sx={{
      '& h2, & h3, & h4': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 },
      '& p': { my: 1.25, lineHeight: 1.7 },
      '& ul, & ol': { pl: 3, my: 1.25 },
      '& li': { mb: 0.5, lineHeight: 1.6 },
      '& a': { color: 'primary.main' },
      overflowWrap: 'anywhere',
    }}
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server before storing
    dangerouslySetInnerHTML={{ __html: html }}
  />
);

const JobDetails = ({ job }: { job: TRequisitionPublic }) => {
  const { t } = useTranslation();
  const fmt = useIntlFormat();
  const applied = useStepFunnel(job.published ? job.id : undefined, 'job-description', false);
  const place = [job.location, t(`countries.${job.country}`)].filter(Boolean).join(', ');
  const apply = (
    <Button
      variant="contained"
      size="large"
      component={RouterLink}
      to={applicationStepPath(job.id, null, 'instructions-reminders')}
      onClick={() => applied()}
    >
      {t('job.apply')}
    </Button>
  );
  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/jobs">
          {t('job.allJobs')}
        </Button>
        <LanguageSwitcher />
      </Box>
      {!job.published && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('job.preview')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {job.clientName}
        </Typography>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 1.5 }}>
          {job.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip label={t(`employment.${job.type}`)} color="primary" variant="outlined" />
          <Chip label={t(`workMode.${job.workEnvironment}`)} color="primary" variant="outlined" />
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
            mt: 3,
            mb: 0,
          }}
        >
          <Fact icon={<Place />} label={t('job.location')}>
            {job.workEnvironment === 'remote' ? t('job.remote', { place }) : place}
          </Fact>
          {job.payText && (
            <Fact icon={<Payments />} label={t('job.pay')}>
              {job.payText}
            </Fact>
          )}
          {job.shiftText && (
            <Fact icon={<AccessTime />} label={t('job.shift')}>
              {job.shiftText}
            </Fact>
          )}
          {job.startDate && (
            <Fact icon={<CalendarMonth />} label={t('job.startDate')}>
              {fmt.date(job.startDate)}
            </Fact>
          )}
        </Box>
        {job.published && <Box sx={{ mt: 3 }}>{apply}</Box>}
        <Divider sx={{ my: 3 }} />
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('job.about')}
        </Typography>
        {job.description ? (
          <RichText html={job.description} />
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('job.noDescription')}
          </Typography>
        )}
        {job.published && <Box sx={{ mt: 3 }}>{apply}</Box>}
      </Paper>
    </Box>
  );
};

const Loading = () => (
  <Box sx={{ maxWidth: 860, mx: 'auto' }} aria-busy="true" aria-label="Loading">
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Skeleton width="30%" />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="70%" />
      <Skeleton variant="rounded" height={32} width={200} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={120} />
    </Paper>
  </Box>
);

const JobContent = () => {
  const { requisitionId = '' } = useParams();
  const { data, isLoading, isError } = usePublicRequisitionQuery(requisitionId, { skip: !requisitionId });
  useCountVisit(data?.id, data?.published);
  useEffect(() => {
    const previous = document.title;
    document.title = data
      ? `${data.title} – ${data.clientName}`
      : isError
        ? 'Job no longer open'
        : 'Job Description';
    return () => {
      document.title = previous;
    };
  }, [data, isError]);

  if (isLoading) return <Loading />;
  if (isError || !data) return <JobClosed />;
  // The JobPosting JSON-LD and the share tags are in the HTML as served (public-pages.ts in the API).
  return <JobDetails job={data} />;
};

const JobPage = () => (
  <Translated>
    <JobContent />
  </Translated>
);

export default JobPage;
