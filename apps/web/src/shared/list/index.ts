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
export { ListTable } from './list-table';
export { ExportButton, ListToolbar } from './list-toolbar';
export type {
  ColumnDefinition,
  DateRangeDefinition,
  FilterDefinition,
  FilterOption,
  SortOption,
} from './list-types';
export { NAME_UPDATED_NEWEST_SORTS, NEWEST_OLDEST_SORTS } from './standard-sorts';
export { type ListDefinition, useListPage } from './use-list-page';
export { type ListParams, type ListQueryArg, useListParams } from './use-list-params';
