import CloseIcon from '@mui/icons-material/Close';
import type { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    alert: { severity?: AlertColor };
  }
}

export interface NotifyOptions {
  /** Shows an UNDO button; called when it is pressed. */
  onUndo?: () => void;
  /** Keeps the notification until closed. */
  persist?: boolean;
}

/**
 * The default variant: a message with UNDO (when `onUndo` is given) and a close button.
 * Works outside React too (middleware, thunks) as long as <NotifyProvider> is mounted.
 */
export const notify = (message: string, opts: NotifyOptions = {}): SnackbarKey =>
  enqueueSnackbar(message, {
    variant: 'default',
    persist: opts.persist,
    action: (key) => (
      <>
        {opts.onUndo && (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              opts.onUndo?.();
              closeSnackbar(key);
            }}
          >
            UNDO
          </Button>
        )}
        <IconButton
          aria-label="Close notification"
          color="inherit"
          size="small"
          onClick={() => closeSnackbar(key)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </>
    ),
  });

/** The alert variant: an MUI Alert of the given severity (error by default). */
export const notifyAlert = (message: string, severity: AlertColor = 'error'): SnackbarKey =>
  enqueueSnackbar(message, { variant: 'alert', severity });

export const dismissNotification = (key?: SnackbarKey) => closeSnackbar(key);
