import type { TRecorderState } from '@ats/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useRecorderText } from './recorder-text';

const SEVERITY: Partial<Record<TRecorderState, 'info' | 'success' | 'warning' | 'error'>> = {
  denied: 'error',
  error: 'error',
  corruption_detected: 'warning',
  upload_failed: 'warning',
  network_error: 'warning',
  uploaded: 'success',
};

interface Props {
  state: TRecorderState;
  /** Overrides the state's standard message (e.g. the error's own text). */
  message?: string | null;
  /** The one action that helps in this state. */
  action?: ReactNode;
}

/**
 * The recorder's state, in words, in a live region: screen readers announce every change, and
 * `data-state` carries the machine's state name for tests and support.
 */
export const RecorderStatus = ({ state, message, action }: Props) => {
  const { t, shown } = useRecorderText();
  return (
    <Alert
      severity={SEVERITY[state] ?? 'info'}
      role="status"
      aria-live="polite"
      data-state={state}
      action={action}
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      <AlertTitle sx={{ mb: 0 }}>{t(`states.${state}.label`)}</AlertTitle>
      {shown(message) ?? t(`states.${state}.description`)}
    </Alert>
  );
};
