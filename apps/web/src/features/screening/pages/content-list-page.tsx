import { optionsOf, SCREENING_CONTENT, staffPath, USAGE_FILTERS } from '@ats/contract';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatDate } from '../../../shared/format/format';
import {
  type ColumnDefinition,
  DeleteRowButton,
  type FilterDefinition,
  ListPage,
  type ListQueryArg,
  NAME_UPDATED_NEWEST_SORTS,
  NewItemButton,
  useListPage,
} from '../../../shared/list';
import { type ContentItem, useListContentInfiniteQuery } from '../api';
import { UsedBy } from '../components/used-by';
import { useDeleteContent } from '../hooks/use-delete-content';
import { useScreeningKind } from '../hooks/use-screening-kind';

const dateOf = (iso: string) => formatDate(iso);

/** The list query of the screening kind this page shows. */
const useKindContentQuery = (query: ListQueryArg) =>
  useListContentInfiniteQuery({ kind: useScreeningKind().kind, query });

/** The one list page of all six screening content kinds; the kind's config adds its columns. */
export default function ContentListPage() {
  const config = useScreeningKind();
  const meta = SCREENING_CONTENT[config.kind];
  const filters: FilterDefinition[] = useMemo(
    () => [
      ...config.filters,
      { key: 'usage', label: 'Usage', single: true, options: optionsOf(USAGE_FILTERS) },
    ],
    [config],
  );
  const columns: ColumnDefinition<ContentItem>[] = useMemo(
    () => [
      {
        key: 'name',
        header: 'Name',
        render: (row) => (
          <Typography
            variant="body2"
            sx={{
              fontWeight: 600,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {row.name}
          </Typography>
        ),
      },
      ...config.columns,
      { key: 'usedBy', header: 'Used by', render: (row) => <UsedBy usedBy={row.usedBy} /> },
      { key: 'updatedAt', header: 'Updated', hideBelow: 'lg', render: (row) => dateOf(row.updatedAt) },
    ],
    [config],
  );
  const page = useListPage(
    {
      columns,
      filters,
      defaultSort: 'name',
      sortOptions: NAME_UPDATED_NEWEST_SORTS,
      searchLabel: `Search ${meta.title.toLowerCase()}`,
    },
    useKindContentQuery,
  );
  const remove = useDeleteContent(config);
  return (
    <ListPage
      {...page}
      key={config.kind}
      title={meta.title}
      rowHref={(row) => staffPath('screeningItem', { kind: config.kind, contentId: row.id })}
      actions={
        <NewItemButton
          menuId={config.kind}
          to={staffPath('screeningItem', { kind: config.kind, contentId: 'new' })}
        >
          {config.newLabel}
        </NewItemButton>
      }
      rowActions={(row) => (
        <DeleteRowButton menuId={config.kind} name={row.name} onClick={() => void remove(row)} />
      )}
    />
  );
}
