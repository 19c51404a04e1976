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
  type DateRangeDefinition,
  type FilterDefinition,
  ListPage,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import { useListClassRequestsInfiniteQuery } from '../api';
import { ClassRequestStatusChip } from '../components/class-request-status-chip';

const FILTERS: FilterDefinition[] = [
  { key: 'type', label: 'Type', options: optionsOf(CLASS_REQUEST_TYPES) },
  { key: 'status', label: 'Status', options: optionsOf(CLASS_REQUEST_STATUSES) },
  { key: 'country', label: 'Country', options: optionsOf(COUNTRIES) },
];
/** `submittedFrom` / `submittedTo` in the URL and the API query. */
const DATE_RANGES: DateRangeDefinition[] = [{ key: 'submitted', label: 'Submitted' }];

const SORTS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-updatedAt', label: 'Recently updated' },
  { value: 'targetStartDate', label: 'Target start date' },
  { value: 'company', label: 'Company' },
  { value: 'positionTitle', label: 'Position title' },
];

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

/** Class Requests Tracker: every hiring request guests sent, with search, filters and export. */
const ClassRequestsPage = () => {
  const params = useListParams({ filters: FILTERS, dateRanges: DATE_RANGES, defaultSort: '-createdAt' });
  const list = toKeysetList(useListClassRequestsInfiniteQuery(params.queryArg));
  return (
    <ListPage
      title="Class Requests Tracker"
      titlesDocument
      description="Hiring requests sent through the public talent-discovery form, with every version."
      params={params}
      list={list}
      columns={COLUMNS}
      sortOptions={SORTS}
      searchLabel="Search reference, position, company, requester"
      exportPath="/talent-discovery-requests/export"
      exportFilename="class-requests.csv"
      rowHref={(r) => staffPath('classRequest', { id: r.id })}
      empty="No class requests yet. Share the hiring form with clients to receive some."
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
