import { ASSESSMENT_KINDS, isAllowed } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { useBreadcrumbName } from '../../../shared/breadcrumbs/breadcrumb-name';
import { useAppSelector } from '../../../shared/store-hooks';
import { useAssessmentResultQuery } from '../assessment-api';
import { LanguageResult } from '../components/assessment/language-result';
import { ReviewPanel } from '../components/assessment/review-panel';
import { SpokenReview } from '../components/assessment/spoken-review';
import { WritingResult } from '../components/assessment/writing-result';
import { Section } from '../components/section';

const minutes = (s: number | null) => (s === null ? '—' : `${Math.floor(s / 60)} min ${s % 60} s`);

/** /talent-discovery/assessment-results/:id — a language or writing result and its review. */
export default function AssessmentResultPage() {
  const { id = '' } = useParams();
  const { data: r, isLoading, error } = useAssessmentResultQuery(id);
  const perms = useAppSelector((s) => s.auth.role?.permissions);
  useBreadcrumbName(r ? `${r.interview.applicantName}: ${r.templateName}` : undefined);
  if (isLoading) return <Skeleton variant="rounded" height={320} />;
  if (error || !r)
    return <Alert severity="error">{errorMessageOf(error, 'The result could not be loaded.')}</Alert>;
  const canReview = isAllowed(
    perms,
    r.interview.applicantKind === 'requisition' ? 'req-applicant-tracker' : 'applicant-tracker',
    'edit',
  );
  const i = r.integrity;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, fontWeight: 700 }}>
          {r.interview.applicantName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          <Chip size="small" label={`${ASSESSMENT_KINDS[r.kind].label} assessment`} />
          <Typography variant="body2" color="text.secondary">
            {r.templateName} · status {r.interview.status}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Section title="Engine score">
          <Typography sx={{ fontSize: '2rem', fontWeight: 700 }} data-testid="auto-score">
            {r.autoScore ?? '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Pass at {r.passScore}
            {r.language ? ` · CEFR ${r.language.cefr}` : ''}
          </Typography>
        </Section>
        <Section title="Final score">
          <Typography sx={{ fontSize: '2rem', fontWeight: 700 }} data-testid="final-score">
            {r.review?.finalScore ?? '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.review
              ? `${r.review.outcome}${r.review.cefr ? ` · ${r.review.cefr}` : ''}`
              : 'Not evaluated yet'}
          </Typography>
        </Section>
        <Section title="Integrity">
          <Typography variant="body2">
            Time used: {minutes(i.secondsUsed)} of {minutes(r.timeLimitSeconds)}
          </Typography>
          {r.kind === 'writing' ? (
            <>
              <Typography variant="body2">Paste attempts blocked: {i.pasteBlocked}</Typography>
              <Typography variant="body2">Times the page lost focus: {i.focusLost}</Typography>
            </>
          ) : (
            <Typography variant="body2">
              Recordings played:{' '}
              {Object.entries(i.audioPlays)
                .map(([k, v]) => `${k} ×${v}`)
                .join(', ') || 'none'}
            </Typography>
          )}
        </Section>
      </Box>
      {r.language && <LanguageResult a={r.language} />}
      {r.writing && <WritingResult w={r.writing} />}
      {r.spoken.length > 0 && <SpokenReview r={r} canRate={canReview} />}
      <ReviewPanel key={r.review?.at ?? 'new'} r={r} canReview={canReview} />
    </Box>
  );
}
