import { applicationStepPath, PUBLIC_URLS, type TRequisitionPublic } from '@ats/contract';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Payments from '@mui/icons-material/Payments';
import Place from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStepFunnel } from '../../../shared/application-funnel';
import { LanguageSwitcher, Translated, useIntlFormat } from '../../../shared/i18n';
import { LightLinkButton } from '../../../shared/ui/light-button/light-button';
import { usePublicRequisition } from '../api';
import { useCountVisit } from '../hooks/use-count-visit';

// Only for a job that is not open (or not there): its own chunk, not part of every job's page.
const JobClosed = lazy(() => import('../components/job-closed').then((m) => ({ default: m.JobClosed })));

/** The look of an outlined Paper, without Paper's script (the in-app job page's 170 KB budget). */
const OUTLINED = {
  p: { xs: 2.5, md: 4 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;

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

/** A fact shown as an outlined tag (the look of an outlined Chip, without its script). */
const Tag = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      height: 32,
      px: 1.5,
      borderRadius: 4,
      border: 1,
      borderColor: 'primary.main',
      color: 'primary.main',
      fontSize: '0.8125rem',
    }}
  >
    {children}
  </Box>
);

/** Rich text the server sanitized (sanitize-html allow-list), rendered as the recruiter wrote it. */
const RichText = ({ html }: { html: string }) => (
  <Box
    translate="no"
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
  const country = t(`countries.${job.country}`);
  const place = [job.location, country].filter(Boolean).join(', ');
  // The job's own words (staff wrote them) stay as written: translate="no" (and the pseudo test).
  const placeShown = job.location ? (
    <>
      <span translate="no">{job.location}</span>
      {country ? `, ${country}` : ''}
    </>
  ) : (
    country
  );
  const apply = (
    <LightLinkButton
      look="contained"
      size="large"
      to={applicationStepPath(job.id, null, 'instructions-reminders')}
      // The step is a page the server sends whole (no app code): the browser loads it.
      reloadDocument
      onClick={() => applied()}
    >
      {t('job.apply')}
    </LightLinkButton>
  );
  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <LightLinkButton to={PUBLIC_URLS.jobBoard} reloadDocument>
          {t('job.allJobs')}
        </LightLinkButton>
        <LanguageSwitcher />
      </Box>
      {!job.published && (
        <Typography
          role="status"
          sx={{ mb: 2, px: 2, py: 1.5, borderRadius: 1, bgcolor: 'action.selected', color: 'text.primary' }}
        >
          {t('job.preview')}
        </Typography>
      )}
      <Box sx={OUTLINED}>
        <Typography
          variant="overline"
          component="p"
          color="text.secondary"
          translate="no"
          sx={{ lineHeight: 1.5 }}
        >
          {job.clientName}
        </Typography>
        <Typography
          variant="h1"
          component="h1"
          translate="no"
          sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 1.5 }}
        >
          {job.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Tag>{t(`employment.${job.type}`)}</Tag>
          <Tag>{t(`workMode.${job.workEnvironment}`)}</Tag>
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
            {job.workEnvironment === 'remote' ? t('job.remote', { place }) : placeShown}
          </Fact>
          {job.payText && (
            <Fact icon={<Payments />} label={t('job.pay')}>
              <span translate="no">{job.payText}</span>
            </Fact>
          )}
          {job.shiftText && (
            <Fact icon={<AccessTime />} label={t('job.shift')}>
              <span translate="no">{job.shiftText}</span>
            </Fact>
          )}
          {job.startDate && (
            <Fact icon={<CalendarMonth />} label={t('job.startDate')}>
              {fmt.date(job.startDate)}
            </Fact>
          )}
        </Box>
        {job.published && <Box sx={{ mt: 3 }}>{apply}</Box>}
        <Box component="hr" sx={{ my: 3, border: 0, borderTop: 1, borderColor: 'divider' }} />
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
      </Box>
    </Box>
  );
};

/** Placeholder blocks while the job loads (plain boxes: Skeleton's script is not worth it here). */
const Block = ({ width, height }: { width: string; height: number }) => (
  <Box sx={{ width, height, mb: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} />
);

const Loading = ({ label }: { label: string }) => (
  <Box sx={{ maxWidth: 860, mx: 'auto' }} aria-busy="true" aria-label={label}>
    <Box sx={OUTLINED}>
      <Block width="30%" height={16} />
      <Block width="70%" height={36} />
      <Block width="200px" height={32} />
      <Block width="100%" height={120} />
    </Box>
  </Box>
);

const JobContent = () => {
  const { requisitionId = '' } = useParams();
  const { data, isLoading, isError } = usePublicRequisition(requisitionId);
  const { t } = useTranslation();
  useCountVisit(data?.id, data?.published);
  useEffect(() => {
    const previous = document.title;
    document.title = data
      ? `${data.title} – ${data.clientName}`
      : isError
        ? t('closed.title')
        : t('steps.job-description');
    return () => {
      document.title = previous;
    };
  }, [data, isError, t]);

  if (isLoading) return <Loading label={t('job.loading')} />;
  if (isError || !data)
    return (
      <Suspense fallback={<Loading label={t('job.loading')} />}>
        <JobClosed />
      </Suspense>
    );
  // The JobPosting JSON-LD and the share tags are in the HTML as served (public-pages.ts in the API).
  return <JobDetails job={data} />;
};

const JobPage = () => {
  // The job loads while the candidate's language does (not after it).
  usePublicRequisition(useParams().requisitionId ?? '');
  return (
    <Translated>
      <JobContent />
    </Translated>
  );
};

export default JobPage;
