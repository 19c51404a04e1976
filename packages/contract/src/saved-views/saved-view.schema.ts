import { z } from 'zod';
import { keysOf } from '../common/labelled';
import { ZLine } from '../common/text';

/** The lists whose filters can be saved: their menu item ids. */
export const SAVED_VIEW_LISTS = {
  'applicant-tracker': { label: 'Applicant Tracker' },
  'req-applicant-tracker': { label: 'Requisition Applicant Tracker' },
} as const;
export const ZSavedViewList = z.enum(keysOf(SAVED_VIEW_LISTS));
export type TSavedViewList = z.infer<typeof ZSavedViewList>;

export const SAVED_VIEWS_PER_LIST = 50;

/** The URL keys a view keeps: the trackers' search, sort, filters and date ranges. */
export const SAVED_VIEW_KEYS = [
  'search',
  'sort',
  'status',
  'reason',
  'source',
  'lineOfBusiness',
  'requisition',
  'tag',
  'createdFrom',
  'createdTo',
  'statusChangedFrom',
  'statusChangedTo',
] as const;

export const ZSavedViewCreate = z.object({
  list: ZSavedViewList,
  name: ZLine('Name').min(1, 'Name the view').max(60, 'A name holds at most 60 characters'),
  /** The list's URL query string without `?`. */
  query: ZLine('Filters').max(2000, 'Too many filters to save'),
});
export type TSavedViewCreate = z.input<typeof ZSavedViewCreate>;

export const ZSavedView = z.object({
  id: z.uuid(),
  list: ZSavedViewList,
  name: z.string(),
  query: z.string(),
  createdAt: z.string(),
});
export type TSavedView = z.infer<typeof ZSavedView>;

export const ZSavedViewsQuery = z.object({ list: ZSavedViewList });
