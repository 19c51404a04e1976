import { COUNTRIES, LINE_TYPES, labelOf, optionsOf, type TLineOfBusiness } from '@ats/contract';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import {
  type ColumnDefinition,
  type ListDefinition,
  ListPage,
  NEWEST_OLDEST_SORTS,
  RowActionButton,
  useListPage,
} from '../../../shared/list';
import { useCan } from '../../../shared/permissions/use-can';
import { useLinesOfBusinessInfiniteQuery } from '../api';
import { LineOfBusinessDialog } from '../components/line-of-business-dialog';

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

const LINES: ListDefinition<TLineOfBusiness> = {
  columns: COLUMNS,
  filters: [
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
  ],
  defaultSort: 'name',
  sortOptions: [
    { value: 'name', label: 'Name (A–Z)' },
    { value: '-name', label: 'Name (Z–A)' },
    { value: 'clientName', label: 'Client (A–Z)' },
    ...NEWEST_OLDEST_SORTS,
  ],
  searchLabel: 'Search name or client',
  empty: 'No lines of business yet.',
};

/** /clients/lines-of-business: every client line, searchable and filterable, edited in a dialog. */
const LinesOfBusinessPage = () => {
  const page = useListPage(LINES, useLinesOfBusinessInfiniteQuery);
  const canEdit = useCan('lines-of-business', 'edit');
  const [editing, setEditing] = useState<TLineOfBusiness | 'new' | null>(null);

  return (
    <>
      <ListPage
        {...page}
        title="Lines of Business"
        description="Clients' lines of business. Requisitions belong to one line; users with lines of business see only theirs."
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
                <RowActionButton
                  title="Edit"
                  label={`Edit ${l.name}`}
                  icon={<Edit fontSize="small" />}
                  onClick={() => setEditing(l)}
                />
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
