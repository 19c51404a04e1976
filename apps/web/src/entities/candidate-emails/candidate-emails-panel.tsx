import { CANDIDATE_EMAIL_DELIVERY, type TApplicantKind, type TCandidateEmail } from '@ats/contract';
import Event from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../shared/format/format';
import { useCandidateEmailsQuery } from './api';

const COLOR: Record<TCandidateEmail['delivery'], 'default' | 'success' | 'error' | 'info'> = {
  sent: 'info',
  delivered: 'success',
  kept: 'default',
  failed: 'error',
};

/** Every email sent to the applicant, newest first, with its delivery state (outbox). */
export const CandidateEmailsPanel = ({
  kind,
  applicantId,
}: {
  kind: TApplicantKind;
  applicantId: string;
}) => {
  const { data, isLoading, isError } = useCandidateEmailsQuery({ kind, applicantId });
  if (isLoading) return <Skeleton height={60} />;
  if (isError) return <Alert severity="error">Could not load the emails.</Alert>;
  if (!data?.length) return <Typography color="text.secondary">No emails sent yet.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} aria-label="Emails">
      {data.map((m) => (
        <Box component="li" key={m.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {m.subject}
            </Typography>
            <Chip
              size="small"
              color={COLOR[m.delivery]}
              // info.main under white text is 3.9:1; the dark shade reads at AA.
              sx={m.delivery === 'sent' ? { bgcolor: 'info.dark' } : undefined}
              label={CANDIDATE_EMAIL_DELIVERY[m.delivery].label}
              title={CANDIDATE_EMAIL_DELIVERY[m.delivery].description}
            />
            {m.hasCalendarInvite && (
              <Chip size="small" variant="outlined" icon={<Event />} label="Calendar invitation" />
            )}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDateTime(m.createdAt)} · to {m.to}
            {m.sentBy ? ` · by ${m.sentBy}` : ''}
            {m.error ? ` · ${m.error}` : ''}
          </Typography>
          <Box component="details" sx={{ mt: 0.5 }}>
            <Typography component="summary" variant="caption" sx={{ cursor: 'pointer' }}>
              Show the message
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5, overflowWrap: 'anywhere' }}>
              {m.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
};
