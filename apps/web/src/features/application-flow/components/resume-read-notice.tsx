import type { TResumeUnreadReason } from '@ats/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The reasons worth reading the same file again: the server was loaded, the file may be fine. */
const RETRYABLE = new Set<TResumeUnreadReason>(['timeout', 'busy']);

/**
 * What reading the resume gave, under the upload: "reading…" while the server reads it, and when
 * it read nothing, why (in the candidate's language) with the fields left for them to fill, and a
 * way to ask again when asking again may work (`failed`: the request itself did not get through).
 */
export const ResumeReadNotice = ({
  reading,
  unread,
  failed = false,
  onReadAgain,
}: {
  reading: boolean;
  unread: TResumeUnreadReason | null;
  failed?: boolean;
  onReadAgain: () => void;
}) => {
  const { t } = useTranslation();
  if (reading)
    return (
      <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('resume.reading')}
      </Typography>
    );
  if (!unread) return null;
  return (
    <Box role="status" sx={{ mb: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography color="text.secondary" sx={{ flex: '1 1 20rem' }}>
        {t(`resume.unread.${unread}`)}
      </Typography>
      {(failed || RETRYABLE.has(unread)) && (
        <Button variant="outlined" size="small" onClick={onReadAgain}>
          {t('resume.readAgain')}
        </Button>
      )}
    </Box>
  );
};
