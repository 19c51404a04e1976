import type { TScreeningKind } from '@ats/contract';
import { useMatches } from 'react-router';
import { KIND_CONFIGS } from '../kinds';

/** The content kind of the current route (declared in its `handle` by routes.tsx). */
export const useScreeningKind = () => {
  const matches = useMatches();
  const kind = [...matches]
    .reverse()
    .map((m) => (m.handle as { screeningKind?: TScreeningKind } | undefined)?.screeningKind)
    .find(Boolean);
  if (!kind) throw new Error('screening page outside a screening route');
  return KIND_CONFIGS[kind];
};
