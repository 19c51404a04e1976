import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { registerListParams } from '../../../shared/list/list-param-keys';

/** `createdFrom` / `createdTo` (YYYY-MM-DD) kept in the URL beside the list's other filters. */
export const useDateRange = (fromKey = 'createdFrom', toKey = 'createdTo') => {
  registerListParams([fromKey, toKey]);
  const [params, setParams] = useSearchParams();
  const from = params.get(fromKey) ?? '';
  const to = params.get(toKey) ?? '';
  const set = useCallback(
    (key: string, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const arg = useMemo(
    () => ({ ...(from ? { [fromKey]: from } : {}), ...(to ? { [toKey]: to } : {}) }),
    [from, to, fromKey, toKey],
  );
  return { from, to, setFrom: (v: string) => set(fromKey, v), setTo: (v: string) => set(toKey, v), arg };
};
