import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../../shared/i18n';
import { removeServerShell } from '../../../shared/public-data/server-shell';

export const FlowLoading = () => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
};

/** A polite end page (closed job, link not valid, knocked out…). */
export const FlowMessage = ({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) => {
  // A closed job or a link that is not valid replaces the served HTML's first paint too.
  useLayoutEffect(removeServerShell, []);
  return (
    <Paper variant="outlined" sx={{ maxWidth: 620, mx: 'auto', mt: { xs: 1, md: 4 }, p: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <LanguageSwitcher />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ color: 'text.secondary' }}>{children}</Box>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
};

export const JobsLink = () => {
  const { t } = useTranslation();
  return (
    <Button variant="contained" component={RouterLink} to="/jobs">
      {t('common.seeOpenJobs')}
    </Button>
  );
};

/** The error of a failed call, announced to screen readers. */
export const FlowError = ({ message }: { message: string | null }) =>
  message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  ) : null;
