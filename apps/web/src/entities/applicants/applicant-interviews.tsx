import {
  INTERVIEW_TYPES,
  isAllowed,
  labelOf,
  staffPath,
  type TApplicantInterviewListItem,
  type TApplicantKind,
  TEST_RESULT_KINDS,
  ZTestResultKind,
} from '@ats/contract';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../shared/api-error';
import { formatDate } from '../../shared/format/format';
import { useAppSelector } from '../../shared/store-hooks';
import { useApplicantInterviewsQuery } from '../interviews';
import { AssessmentActions } from './assessment-actions';
import { InterviewStatusChip, OutcomeChip } from './interview-chips';
import { SendInterviewDialog } from './send-interview-dialog';

const when = (iso: string | null) => formatDate(iso, '');

/** The results screen of an interview type (typing assessment → typing-test-results), if any. */
const resultsItemOf = (type: TApplicantInterviewListItem['type']) => {
  const kind = ZTestResultKind.safeParse(type);
  return kind.success ? TEST_RESULT_KINDS[kind.data].menuItem : null;
};

const summary = (i: TApplicantInterviewListItem) =>
  [
    i.submittedAt
      ? `submitted ${when(i.submittedAt)}`
      : i.sentAt
        ? `sent ${when(i.sentAt)}, link until ${when(i.expiresAt)}`
        : `created ${when(i.createdAt)}`,
    i.score !== null && i.type === 'typing-assessment' ? `${Math.round(i.score)} net WPM` : '',
    i.attempt > 1 ? `attempt ${i.attempt}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The applicant's interviews (both trackers): type, content, status, result, and a link to the
 * result for roles that may open the results screen; "Send interview" for roles that may send.
 */
export const ApplicantInterviews = ({
  applicantId,
  applicantKind,
  name,
  canSend,
}: {
  applicantId: string;
  applicantKind: TApplicantKind;
  name: string;
  canSend: boolean;
}) => {
  const perms = useAppSelector((s) => s.auth.role?.permissions);
  const { data, isLoading, error, refetch } = useApplicantInterviewsQuery({ applicantId, applicantKind });
  const [sending, setSending] = useState(false);
  // Assessments and aNPS surveys are sent from here even where "Send interview" lives in the page header.
  const canSendAssessments = isAllowed(
    perms,
    applicantKind === 'requisition' ? 'req-applicant-tracker' : 'applicant-tracker',
    'edit',
  );
  return (
    <Box>
      {isLoading ? (
        <Skeleton variant="rounded" height={56} />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessageOf(error, 'The interviews could not be loaded.')}
        </Alert>
      ) : data?.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.map((i) => {
            const item = resultsItemOf(i.type);
            // The results screens are named after their menu items (typing-test-results…);
            // language and writing assessments open their own result page.
            const href =
              (i.type === 'language' || i.type === 'writing') && isAllowed(perms, 'assessment-templates')
                ? staffPath('assessmentResult', { id: i.id })
                : item && isAllowed(perms, item)
                  ? `/${i.archived ? 'archived-items' : 'talent-discovery'}/${item}/${i.id}`
                  : null;
            const title = `${labelOf(INTERVIEW_TYPES, i.type)}: ${i.referenceName || '(deleted content)'}`;
            return (
              <Box component="li" key={i.id} sx={{ display: 'grid', gap: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {href ? (
                    <Link component={RouterLink} to={href}>
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <InterviewStatusChip phase={i.phase} />
                  {i.outcome && <OutcomeChip outcome={i.outcome} />}
                  <Typography variant="caption" color="text.secondary">
                    {summary(i)}
                    {i.archived ? ' · archived' : ''}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography color="text.secondary">No interviews sent yet.</Typography>
      )}
      {(canSend || canSendAssessments) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {canSend && (
            <Button variant="outlined" startIcon={<Send />} onClick={() => setSending(true)}>
              Send interview
            </Button>
          )}
          {canSendAssessments && <AssessmentActions recipient={{ applicantId, applicantKind, name }} />}
        </Box>
      )}
      {sending && (
        <SendInterviewDialog
          recipients={[{ applicantId, applicantKind, name }]}
          onClose={() => setSending(false)}
        />
      )}
    </Box>
  );
};
