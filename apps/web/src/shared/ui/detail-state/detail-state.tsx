import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../api-error';

/** The placeholder a detail page shows while its record loads. */
export function DetailSkeleton({ height = 240 }: { height?: number }) {
  return (
    <Box>
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="rounded" height={height} sx={{ mt: 2 }} />
    </Box>
  );
}

/**
 * What a detail page shows when its record could not be read: a 404 (missing, or outside the
 * caller's scope: the two read the same so ids cannot be probed) or any other error, with the
 * way back to the list.
 */
export function DetailLoadError({ error, noun, backTo }: { error: unknown; noun: string; backTo: string }) {
  return (
    <Alert
      severity="error"
      action={
        <Button component={RouterLink} to={backTo}>
          Back to the list
        </Button>
      }
    >
      {(error as { status?: number } | undefined)?.status === 404
        ? `This ${noun} does not exist or is not visible to you.`
        : errorMessageOf(error)}
    </Alert>
  );
}
