import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../../../shared/ui/light-text-field/light-text-field';
import { shareUrlOf } from '../../public-recordings-api';

/** The private share link with a copy button. */
export const ShareLink = ({ shareToken, label }: { shareToken: string; label?: string }) => {
  const { t } = useTranslation('recordings');
  const url = shareUrlOf(shareToken);
  const [copied, setCopied] = useState(false);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <LightTextField
        label={label ?? t('shareLink')}
        value={url}
        onChange={() => undefined}
        size="small"
        fullWidth
        inputProps={{ readOnly: true, onFocus: (e) => (e.target as HTMLInputElement).select() }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopy />}
        onClick={() => {
          void navigator.clipboard
            ?.writeText(url)
            .then(() => setCopied(true))
            .catch(() => setCopied(false));
        }}
        sx={{ flexShrink: 0 }}
      >
        {copied ? t('copied') : t('copy')}
      </Button>
    </Stack>
  );
};
