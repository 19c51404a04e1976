import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

/**
 * A dialog that does one thing (not a react-hook-form form): its content in a grid, the last error
 * above it, Cancel and the action's button, which says `busyLabel` while it runs; it cannot be closed meanwhile.
 */
export const ActionDialog = (p: {
  title: ReactNode;
  error: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** Added to the content's grid (e.g. room above a field's label, columns). */
  contentSx?: SxProps<Theme>;
  maxWidth?: 'xs' | 'sm' | 'md';
  cancelLabel?: string;
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={p.busy ? undefined : p.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={p.maxWidth ?? 'xs'}
    >
      <DialogTitle id={titleId}>{p.title}</DialogTitle>
      <DialogContent
        sx={[{ display: 'grid', gap: 2 }, ...(Array.isArray(p.contentSx) ? p.contentSx : [p.contentSx])]}
      >
        {p.error && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {p.error}
          </Alert>
        )}
        {p.children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={p.onClose} disabled={p.busy}>
          {p.cancelLabel ?? 'Cancel'}
        </Button>
        <Button variant="contained" onClick={p.onSubmit} disabled={p.busy}>
          {p.busy ? p.busyLabel : p.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
