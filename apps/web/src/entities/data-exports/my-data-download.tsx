import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyDataExportQuery, useRequestMyDataMutation } from './api';

/** The candidate's "download everything you hold about me" on their status page. */
export const MyDataDownload = ({ applicantId }: { applicantId: string }) => {
  const { t } = useTranslation();
  const [request, { isLoading, isError }] = useRequestMyDataMutation();
  const [id, setId] = useState<string | null>(null);
  const state = useMyDataExportQuery({ applicantId, id: id ?? '' }, { skip: !id, pollingInterval: 1500 });
  const url = state.data?.status === 'ready' ? state.data.downloadUrl : null;
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {t('status.myDataTitle')}
      </Typography>
      <Typography color="text.secondary">{t('status.myDataText')}</Typography>
      {(isError || state.data?.status === 'failed') && (
        <Typography color="error" role="alert">
          {t('status.myDataFailed')}
        </Typography>
      )}
      <Box>
        {url ? (
          <Button variant="contained" href={url}>
            {t('status.myDataDownload')}
          </Button>
        ) : id && state.data?.status !== 'failed' ? (
          <Typography role="status">{t('status.myDataPreparing')}</Typography>
        ) : (
          <Button
            variant="outlined"
            disabled={isLoading}
            onClick={async () => setId((await request(applicantId).unwrap()).id)}
          >
            {t('status.myDataAsk')}
          </Button>
        )}
      </Box>
    </Box>
  );
};
