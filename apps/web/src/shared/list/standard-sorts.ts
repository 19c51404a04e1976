import type { SortOption } from './list-types';

/** The sorts of a list of named, edited content (templates, screening content). */
export const NAME_UPDATED_NEWEST_SORTS: SortOption[] = [
  { value: 'name', label: 'Name' },
  { value: '-updatedAt', label: 'Recently updated' },
  { value: '-createdAt', label: 'Newest' },
];
