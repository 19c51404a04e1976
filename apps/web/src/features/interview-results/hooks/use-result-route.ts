import { useMatches } from 'react-router';
import { RESULT_KINDS, type ResultKind, type ResultSlug } from '../result-kinds';

interface ResultRouteHandle {
  resultKind: ResultSlug;
  /** The archived version under /archived-items. */
  archived?: boolean;
}

/** The results kind and archived flag of the current route (declared in routes.tsx). */
export const useResultRoute = (): { kind: ResultKind; archived: boolean } => {
  const handle = [...useMatches()]
    .reverse()
    .map((m) => m.handle as Partial<ResultRouteHandle> | undefined)
    .find((h) => h?.resultKind);
  if (!handle?.resultKind) throw new Error('results page outside a results route');
  return { kind: RESULT_KINDS[handle.resultKind], archived: Boolean(handle.archived) };
};
