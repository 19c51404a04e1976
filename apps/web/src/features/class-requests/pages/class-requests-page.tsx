import {
  CLASS_REQUEST_STATUSES,
  CLASS_REQUEST_TYPES,
  COUNTRIES,
  labelOf,
  optionsOf,
  PUBLIC_URLS,
  staffPath,
  type TClassRequestListItem,
} from '@ats/contract';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/format';
import {
  type ColumnDefinition,
  type ListDefinition,
  ListPage,
  NEWEST_OLDEST_SORTS,
  useListPage,
} from '../../../shared/list';
import { useListClassRequestsInfiniteQuery } from '../api';
import { ClassRequestStatusChip } from '../components/class-request-status-chip';

const formatDay = (iso: string) => formatDate(iso);

const COLUMNS: ColumnDefinition<TClassRequestListItem>[] = [
  {
    key: 'referenceNumber',
    header: 'Reference',
    render: (r) => (
      <Box component="span">
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'block', fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {r.referenceNumber}
        </Typography>
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ display: { xs: 'block', md: 'none' } }}
        >
          {r.positionTitle} · {r.company}
        </Typography>
      </Box>
    ),
  },
  { key: 'positionTitle', header: 'Position', hideBelow: 'md' },
  { key: 'company', header: 'Company', hideBelow: 'md' },
  { key: 'type', header: 'Type', render: (r) => labelOf(CLASS_REQUEST_TYPES, r.type), hideBelow: 'lg' },
  { key: 'status', header: 'Status', render: (r) => <ClassRequestStatusChip status={r.status} /> },
  { key: 'country', header: 'Country', render: (r) => labelOf(COUNTRIES, r.country), hideBelow: 'lg' },
  { key: 'headcount', header: 'Headcount', align: 'right', hideBelow: 'md' },
  {
    key: 'targetStartDate',
    header: 'Start date',
    render: (r) => formatDay(r.targetStartDate),
    hideBelow: 'lg',
  },
  {
    key: 'currentVersionNumber',
    header: 'Version',
    render: (r) => `v${r.currentVersionNumber} of ${r.versionCount}`,
    hideBelow: 'lg',
  },
  { key: 'createdAt', header: 'Submitted', render: (r) => formatDay(r.createdAt), hideBelow: 'sm' },
];

const CLASS_REQUESTS: ListDefinition<TClassRequestListItem> = {
  columns: COLUMNS,
  filters: [
    { key: 'type', label: 'Type', options: optionsOf(CLASS_REQUEST_TYPES) },
    { key: 'status', label: 'Status', options: optionsOf(CLASS_REQUEST_STATUSES) },
    { key: 'country', label: 'Country', options: optionsOf(COUNTRIES) },
  ],
  dateRanges: [{ key: 'submitted', label: 'Submitted' }],
  defaultSort: '-createdAt',
  sortOptions: [
    ...NEWEST_OLDEST_SORTS,
    { value: '-updatedAt', label: 'Recently updated' },
    { value: 'targetStartDate', label: 'Target start date' },
    { value: 'company', label: 'Company' },
    { value: 'positionTitle', label: 'Position title' },
  ],
  searchLabel: 'Search reference, position, company, requester',
  exportPath: '/talent-discovery-requests/export',
  exportFilename: 'class-requests.csv',
  empty: 'No class requests yet. Share the hiring form with clients to receive some.',
};

/** Class Requests Tracker: every hiring request guests sent, with search, filters and export. */
const ClassRequestsPage = () => {
  const page = useListPage(CLASS_REQUESTS, useListClassRequestsInfiniteQuery);
  return (
    <ListPage
      {...page}
      title="Class Requests Tracker"
      titlesDocument
      description="Hiring requests sent through the public talent-discovery form, with every version."
      rowHref={(r) => staffPath('classRequest', { id: r.id })}
      actions={
        <Button
          variant="outlined"
          component={Link}
          to={PUBLIC_URLS.hiringForm}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNew />}
        >
          Open the hiring form
        </Button>
      }
    />
  );
};
export default ClassRequestsPage;
