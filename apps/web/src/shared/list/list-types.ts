import type { ReactNode } from 'react';

interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of a list: its URL/API query key, its label and its options. Values travel as
 * `key=a,b` (the API's `queryList`). Options may come from a contract enum (`optionsOf(ENUM)`)
 * or from a query (pass them once loaded).
 */
export interface FilterDefinition {
  key: string;
  label: string;
  options: FilterOption[];
  /** One value only (a radio-like menu). Default: several. */
  single?: boolean;
}

/**
 * A date-range filter: two dates (YYYY-MM-DD) kept in the URL and sent to the API as
 * `<key>From` / `<key>To` (e.g. key `created` → `createdFrom`, `createdTo`), both inclusive.
 */
export interface DateRangeDefinition {
  key: string;
  /** Shown as "<label> from" / "<label> to" (e.g. 'Added'). */
  label: string;
}

export interface SortOption {
  /** API sort value: a column name, `-` prefixed for descending (e.g. `-createdAt`). */
  value: string;
  label: string;
}

/** One table column. */
export interface ColumnDefinition<T> {
  key: string;
  header: string;
  render?: (row: T) => ReactNode;
  /** Shown only from this breakpoint up (narrow screens keep the essentials). */
  hideBelow?: 'sm' | 'md' | 'lg';
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}
