import { COUNTRIES, EMPLOYMENT_TYPES, labelOf, type TRequisitionPublic, WORK_MODES } from '@ats/contract';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Payments from '@mui/icons-material/Payments';
import Place from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { usePublicRequisitionQuery } from '../api';
import { JobClosed } from '../components/job-closed';
import { JobPostingJsonLd } from '../components/job-posting-json-ld';
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

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

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
  const place = [job.location, labelOf(COUNTRIES, job.country)].filter(Boolean).join(', ');
  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto' }}>
      {!job.published && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Preview: this job is not published. Candidates opening this link see “This job is no longer open”.
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
          <Chip label={labelOf(EMPLOYMENT_TYPES, job.type)} color="primary" variant="outlined" />
          <Chip label={labelOf(WORK_MODES, job.workEnvironment)} color="primary" variant="outlined" />
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
          <Fact icon={<Place />} label="Location">
            {job.workEnvironment === 'remote' ? `Remote (${place})` : place}
          </Fact>
          {job.payText && (
            <Fact icon={<Payments />} label="Pay">
              {job.payText}
            </Fact>
          )}
          {job.shiftText && (
            <Fact icon={<AccessTime />} label="Shift">
              {job.shiftText}
            </Fact>
          )}
          {job.startDate && (
            <Fact icon={<CalendarMonth />} label="Start date">
              {formatDate(job.startDate)}
            </Fact>
          )}
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          About the job
        </Typography>
        {job.description ? (
          <RichText html={job.description} />
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No description yet.
          </Typography>
        )}
      </Paper>
    </Box>
  );
};

const Loading = () => (
  <Box sx={{ maxWidth: 860, mx: 'auto' }} aria-busy="true" aria-label="Loading the job">
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Skeleton width="30%" />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="70%" />
      <Skeleton variant="rounded" height={32} width={200} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={120} />
    </Paper>
  </Box>
);

const JobPage = () => {
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
  return (
    <>
      {data.published && <JobPostingJsonLd job={data} />}
      <JobDetails job={data} />
    </>
  );
};

export default JobPage;
