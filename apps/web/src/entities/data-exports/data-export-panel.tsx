import type { TApplicantKind } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { formatDateTime } from '../../shared/format/format';
import { useCreateDataExportMutation, useDataExportQuery } from './api';

/**
 * "Download everything we hold" (GDPR Art. 15 and 20): queues the archive, waits for the job, then
 * offers its signed link (valid 24 hours). Requests and downloads are audited.
 */
export const DataExportPanel = ({ kind, applicantId }: { kind: TApplicantKind; applicantId: string }) => {
  const [create, { isLoading }] = useCreateDataExportMutation();
  const [exportId, setExportId] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const state = useDataExportQuery(exportId ?? '', { skip: !exportId, pollingInterval: 1500 });
  const ready = state.data?.status === 'ready' ? state.data : undefined;
  const failed = state.data?.status === 'failed';
  return (
    <Paper variant="outlined" component="section" aria-label="Data portability" sx={{ p: 2.5, minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
        Data portability
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          One archive of everything held about this candidate: the record, answers, results, emails sent,
          audit entries, the resume as JSON Resume, and the files.
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {failed && <Alert severity="error">The archive could not be made. Try again.</Alert>}
        {ready?.downloadUrl ? (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" href={ready.downloadUrl}>
              Download the archive
            </Button>
            <Typography variant="body2" color="text.secondary">
              The link works until {formatDateTime(ready.linkExpiresAt)}.
            </Typography>
          </Box>
        ) : exportId && !failed ? (
          <Typography role="status">Preparing the archive…</Typography>
        ) : (
          <Box>
            <Button
              variant="outlined"
              disabled={isLoading}
              onClick={async () => {
                setFailure('');
                try {
                  setExportId((await create({ kind, applicantId }).unwrap()).id);
                } catch (e) {
                  setFailure(errorMessageOf(e));
                }
              }}
            >
              Download everything we hold
            </Button>
          </Box>
        )}
      </Box>
    </Paper>
  );
};
