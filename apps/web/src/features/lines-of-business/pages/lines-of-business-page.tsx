import { COUNTRIES, LINE_TYPES, labelOf, optionsOf, type TLineOfBusiness } from '@ats/contract';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import {
  type ColumnDefinition,
  type FilterDefinition,
  ListPage,
  type SortOption,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import { useCan } from '../../../shared/permissions/use-can';
import { useLinesOfBusinessInfiniteQuery } from '../api';
import { LineOfBusinessDialog } from '../components/line-of-business-dialog';

const FILTERS: FilterDefinition[] = [
  { key: 'lineType', label: 'Line type', options: optionsOf(LINE_TYPES) },
  { key: 'country', label: 'Country', options: optionsOf(COUNTRIES) },
  {
    key: 'active',
    label: 'Status',
    single: true,
    options: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
];

const SORTS: SortOption[] = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: 'clientName', label: 'Client (A–Z)' },
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
];

const COLUMNS: ColumnDefinition<TLineOfBusiness>[] = [
  { key: 'name', header: 'Name', render: (l) => l.name },
  { key: 'clientName', header: 'Client', render: (l) => l.clientName },
  { key: 'ownerName', header: 'Owner', render: (l) => l.ownerName, hideBelow: 'md' },
  { key: 'lineType', header: 'Line type', render: (l) => labelOf(LINE_TYPES, l.lineType), hideBelow: 'sm' },
  { key: 'country', header: 'Country', render: (l) => labelOf(COUNTRIES, l.country), hideBelow: 'md' },
  {
    key: 'active',
    header: 'Status',
    render: (l) => (
      <Chip
        size="small"
        label={l.active ? 'Active' : 'Inactive'}
        color={l.active ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
];

/** /clients/lines-of-business: every client line, searchable and filterable, edited in a dialog. */
const LinesOfBusinessPage = () => {
  const params = useListParams({ filters: FILTERS, defaultSort: 'name' });
  const list = toKeysetList(useLinesOfBusinessInfiniteQuery(params.queryArg));
  const canEdit = useCan('lines-of-business', 'edit');
  const [editing, setEditing] = useState<TLineOfBusiness | 'new' | null>(null);

  return (
    <>
      <ListPage
        title="Lines of Business"
        description="Clients' lines of business. Requisitions belong to one line; users with lines of business see only theirs."
        params={params}
        list={list}
        columns={COLUMNS}
        sortOptions={SORTS}
        searchLabel="Search name or client"
        empty="No lines of business yet."
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              New line of business
            </Button>
          )
        }
        rowActions={
          canEdit
            ? (l) => (
                <Tooltip title="Edit">
                  <IconButton aria-label={`Edit ${l.name}`} onClick={() => setEditing(l)} size="small">
                    <Edit fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            : undefined
        }
      />
      {editing && (
        <LineOfBusinessDialog lob={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
};

export default LinesOfBusinessPage;
