import type { SortOption } from './list-types';

/** The sorts of a list of named, edited content (templates, screening content). */
export const NAME_UPDATED_NEWEST_SORTS: SortOption[] = [
  { value: 'name', label: 'Name' },
  { value: '-updatedAt', label: 'Recently updated' },
  { value: '-createdAt', label: 'Newest' },
];

/** Newest first, then oldest first: the date sorts most lists start with. */
export const NEWEST_OLDEST_SORTS: SortOption[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
];
