import { useMemo } from 'react';
import { type Choice, useLobOptionsQuery } from './api';

/** Lines of business as the options of a select or a list filter (undefined until they load). */
export const useLobChoices = (options?: { skip?: boolean }): Choice[] | undefined => {
  const { data } = useLobOptionsQuery(undefined, options);
  return useMemo(() => data?.map((l) => ({ value: l.id, label: l.name })), [data]);
};
