import type { TApplicationState } from '@ats/contract';
import { PUBLIC_URLS } from '@ats/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../shared/i18n';
import { LightErrorAlert } from '../../../shared/ui/light-alert/light-error-alert';
import { LightLinkButton } from '../../../shared/ui/light-button/light-button';

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
    <LightLinkButton look="contained" to={PUBLIC_URLS.jobBoard} reloadDocument>
      {t('common.seeOpenJobs')}
    </LightLinkButton>
  );
};

/** The error of a failed call, announced to screen readers (the look of MUI's error Alert, no script). */
export const FlowError = ({ message }: { message: string | null }) =>
  message ? (
    <Box sx={{ mb: 2 }}>
      <LightErrorAlert>{message}</LightErrorAlert>
    </Box>
  ) : null;

/** What every step of the flow is given: the application as it stands, and where to report a step done. */
export interface StepProps {
  state: TApplicationState;
  onDone: (s: TApplicationState) => void;
}
