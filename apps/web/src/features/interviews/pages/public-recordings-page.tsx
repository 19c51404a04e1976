import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { useIntlFormat } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/use-session';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { momentOf } from '../components/public-recordings/moment';
import { RecordingsTranslated } from '../components/public-recordings/recordings-translated';
import { ShareLink } from '../components/public-recordings/share-link';
import { usePublicRecordingsQuery } from '../public-recordings-api';

/** Staff only: a lazy chunk, so a guest's page never downloads the list pattern. */
const StaffRecordingsList = lazy(() => import('../components/public-recordings/staff-recordings-list'));

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
  return (
    <RecordingsTranslated>
      <DeviceRecordings />
    </RecordingsTranslated>
  );
};

/** A guest's recordings: the ones this device's cookie made (a handful; one call). */
const DeviceRecordings = () => {
  const { t } = useTranslation('recordings');
  // A failed call in the interview pages' words (their `errors` group).
  const { t: words } = useTranslation('interviews');
  const { date, locale } = useIntlFormat();
  const dateTime = (v: string) => momentOf(v, locale);
  const { data, isLoading, error } = usePublicRecordingsQuery();
  if (isLoading) return <InterviewLoading label={t('loading')} />;
  return (
    <InterviewShell title={t('listTitle')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">{t('listIntro')}</Typography>
        <Button
          component={RouterLink}
          to="/public-recordings/record"
          variant="contained"
          sx={{ flexShrink: 0 }}
        >
          {t('recordTitle')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{candidateErrorOf(error, words)}</Alert>}
      {data && !data.items.length && <Typography>{t('none')}</Typography>}
      {data && data.items.length > 0 && (
        <List aria-label={t('listLabel')} disablePadding>
          {data.items.map((r) => (
            <ListItem key={r.id} divider disableGutters sx={{ display: 'block', py: 2 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} translate="no">
                  {r.name}
                </Typography>
                <Chip
                  size="small"
                  label={t(`status.${r.status}`)}
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
                <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
                {' · '}
                {[
                  r.durationMs === null ? null : t('seconds', { count: Math.round(r.durationMs / 1000) }),
                  t('deletedAfter', { date: date(r.expiresAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {r.status === 'uploaded' && (
                <ShareLink shareToken={r.shareToken} label={t('shareLinkFor', { name: r.name })} />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </InterviewShell>
  );
};

export default PublicRecordingsPage;
