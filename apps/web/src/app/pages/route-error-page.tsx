import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LightButton } from '../../shared/ui/light-button/light-button';

/** A page that failed to load or crashed: say so and offer a reload (new deploys rename chunks). */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(error);
  return (
    <Stack component="main" spacing={2} sx={{ alignItems: 'center', py: 10, px: 2, textAlign: 'center' }}>
      <ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h1">Something went wrong</Typography>
      <Typography color="text.secondary">{detail}</Typography>
      {/* A light button: this page is in the public entry, which every candidate downloads. */}
      <LightButton type="button" look="contained" onClick={() => window.location.reload()}>
        Reload the page
      </LightButton>
    </Stack>
  );
};
