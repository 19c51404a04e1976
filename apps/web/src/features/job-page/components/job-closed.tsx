import { PUBLIC_URLS } from '@ats/contract';
import WorkOffOutlined from '@mui/icons-material/WorkOffOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LightLinkButton } from '../../../shared/ui/light-button/light-button';

/** Shown for unpublished, closed and unknown jobs alike (never says which); offers the open jobs. */
export const JobClosed = () => {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      <Box sx={{ color: 'text.secondary', mb: 1 }}>
        <WorkOffOutlined sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
        {t('closed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('closed.text')}
      </Typography>
      <LightLinkButton look="contained" to={PUBLIC_URLS.jobBoard} reloadDocument>
        {t('common.seeOpenJobs')}
      </LightLinkButton>
    </Paper>
  );
};
