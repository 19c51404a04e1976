import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { addNamespace, ensureI18n, isI18nReady, type MessageFiles } from './i18n';

/**
 * Renders its children once the candidate's language is loaded (a few hundred bytes of JSON),
 * with a feature's own namespace (`messages`) when it has one.
 */
export const Translated = ({
  children,
  messages,
}: {
  children: ReactNode;
  messages?: { ns: string; files: MessageFiles };
}) => {
  const [ready, setReady] = useState(() => isI18nReady() && (!messages || isI18nReady(messages.ns)));
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A transition: React renders the page in slices and keeps the main thread free for input
    // (no long task on a slow phone; Lighthouse's total blocking time).
    void (messages ? addNamespace(messages.ns, messages.files) : ensureI18n()).then(
      () => live && startTransition(() => setReady(true)),
    );
    return () => {
      live = false;
    };
  }, [ready, messages]);
  // The spinner has no words: they would be English before the candidate's language arrives.
  if (!ready)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
        <CircularProgress aria-hidden="true" />
      </Box>
    );
  return <>{children}</>;
};
