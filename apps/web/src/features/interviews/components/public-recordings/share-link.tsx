import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { shareUrlOf } from '../../public-recordings-api';

/** The private share link with a copy button. */
export const ShareLink = ({
  shareToken,
  label = 'Private share link',
}: {
  shareToken: string;
  label?: string;
}) => {
  const url = shareUrlOf(shareToken);
  const [copied, setCopied] = useState(false);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={label}
        value={url}
        size="small"
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        onFocus={(e) => e.target.select()}
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
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </Stack>
  );
};
