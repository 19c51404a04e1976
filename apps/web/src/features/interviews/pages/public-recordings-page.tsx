import { labelOf, VIDEO_ANSWER_STATUSES } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { formatDate, formatDateTime } from '../../../shared/format/format';
import { useSession } from '../../../shared/session/use-session';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { ShareLink } from '../components/public-recordings/share-link';
import { usePublicRecordingsQuery } from '../public-recordings-api';

/** Staff only: a lazy chunk, so a guest's page never downloads the list pattern. */
const StaffRecordingsList = lazy(() => import('../components/public-recordings/staff-recordings-list'));

const seconds = (ms: number | null) => (ms === null ? null : `${Math.round(ms / 1000)} s`);

/**
 * /public-recordings — signed-in staff get the paged staff list of their scope; a guest sees only
 * the recordings made on this device (its cookie), never anyone else's.
 */
const PublicRecordingsPage = () => {
  const { isLoggedIn } = useSession();
  if (isLoggedIn)
    return (
      <Suspense fallback={<InterviewLoading />}>
        <StaffRecordingsList />
      </Suspense>
    );
  return <DeviceRecordings />;
};

/** A guest's recordings: the ones this device's cookie made (a handful; one call). */
const DeviceRecordings = () => {
  const { data, isLoading, error } = usePublicRecordingsQuery();
  if (isLoading) return <InterviewLoading />;
  const staff = data?.scope === 'staff';
  return (
    <InterviewShell title="Public recordings">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">
          {staff
            ? 'Recordings you can see as staff.'
            : 'Recordings made on this device. Other people’s recordings are never shown here.'}
        </Typography>
        <Button
          component={RouterLink}
          to="/public-recordings/record"
          variant="contained"
          sx={{ flexShrink: 0 }}
        >
          Record a video
        </Button>
      </Stack>
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data && !data.items.length && (
        <Typography>No recordings yet{staff ? '' : ' on this device'}.</Typography>
      )}
      {data && data.items.length > 0 && (
        <List aria-label="Recordings" disablePadding>
          {data.items.map((r) => (
            <ListItem key={r.id} divider disableGutters sx={{ display: 'block', py: 2 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {r.name}
                </Typography>
                <Chip
                  size="small"
                  label={labelOf(VIDEO_ANSWER_STATUSES, r.status)}
                  color={
                    r.status === 'uploaded'
                      ? 'success'
                      : r.status === 'corruption_detected'
                        ? 'warning'
                        : 'default'
                  }
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {[
                  staff ? r.email : null,
                  formatDateTime(r.createdAt),
                  seconds(r.durationMs),
                  `deleted after ${formatDate(r.expiresAt)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {r.status === 'uploaded' && (
                <ShareLink shareToken={r.shareToken} label={`Share link for ${r.name}`} />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </InterviewShell>
  );
};

export default PublicRecordingsPage;
