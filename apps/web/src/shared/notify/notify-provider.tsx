import Alert, { type AlertColor } from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import { type CustomContentProps, SnackbarContent, SnackbarProvider } from 'notistack';
import { forwardRef, type ReactNode } from 'react';
import { NOTIFY_AUTO_HIDE_MS, NOTIFY_MAX_STACK } from '../config/constants';
import { dismissNotification } from './notify';

interface AlertSnackProps extends CustomContentProps {
  severity?: AlertColor;
}

const AlertSnack = forwardRef<HTMLDivElement, AlertSnackProps>(({ id, message, severity = 'error' }, ref) => (
  <SnackbarContent ref={ref} role={severity === 'error' ? 'alert' : 'status'}>
    <Alert
      variant="filled"
      severity={severity}
      onClose={() => dismissNotification(id)}
      sx={{ width: '100%', minWidth: { sm: 320 }, maxWidth: 480, boxShadow: 3 }}
    >
      {message}
    </Alert>
  </SnackbarContent>
));
AlertSnack.displayName = 'AlertSnack';

/**
 * notistack with the product's rules (SPEC §9): bottom-right, 6000 ms, at most 3 stacked; lifted
 * above any on-screen action bar (`useNotificationsClearOf`) so a notification never covers Save.
 */
export const NotifyProvider = ({ children }: { children: ReactNode }) => (
  <>
    <GlobalStyles
      styles={{
        '.ats-notify-container': {
          bottom: 'calc(var(--ats-notify-offset, 0px) + 14px) !important',
          transition: 'bottom 150ms ease-out',
        },
      }}
    />
    <SnackbarProvider
      maxSnack={NOTIFY_MAX_STACK}
      autoHideDuration={NOTIFY_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      classes={{ containerAnchorOriginBottomRight: 'ats-notify-container' }}
      Components={{ alert: AlertSnack }}
    >
      {children}
    </SnackbarProvider>
  </>
);
