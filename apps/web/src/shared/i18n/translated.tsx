import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect, useState } from 'react';
import { ensureI18n, isI18nReady } from './i18n';

/** Renders its children once the candidate's language is loaded (a few hundred bytes of JSON). */
export const Translated = ({ children }: { children: ReactNode }) => {
  const [ready, setReady] = useState(isI18nReady);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void ensureI18n().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  if (!ready)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  return <>{children}</>;
};
