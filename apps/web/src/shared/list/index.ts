export { DateRangeFilter } from './date-range-filter';
export {
  type KeysetList,
  keysetPaging,
  keysetRequest,
  toKeysetList,
  toWholeList,
  unwrapList,
} from './keyset-query';
export { DeleteRowButton, NewItemButton, RowActionButton } from './list-buttons';
export { ListPage, type ListPageProps } from './list-page';
export { ListSection } from './list-section';

export { ExportButton } from './list-toolbar';
export type {
  ColumnDefinition,
  DateRangeDefinition,
  FilterDefinition,
  SortOption,
} from './list-types';
export { NAME_UPDATED_NEWEST_SORTS, NEWEST_OLDEST_SORTS } from './standard-sorts';
export { type ListDefinition, useListPage } from './use-list-page';
export { type ListParams, type ListQueryArg, useListParams } from './use-list-params';
