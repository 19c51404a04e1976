import type { TApplicantKind } from '@ats/contract';
import { useMemo } from 'react';
import type { FilterDefinition } from '../../shared/list';
import { useTagOptionsQuery } from './api';

/** The trackers' "Tag" filter: the tags in use in that tracker (within the caller's scope). */
export const useTagFilter = (applicantKind: TApplicantKind): FilterDefinition => {
  const { data = [] } = useTagOptionsQuery(applicantKind);
  return useMemo(
    () => ({ key: 'tag', label: 'Tag', options: data.map((t) => ({ value: t, label: t })) }),
    [data],
  );
};
