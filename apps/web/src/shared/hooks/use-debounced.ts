import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (type-ahead lookups). */
export const useDebounced = <T>(value: T, ms: number) => {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
};
