import {
  GROUP_TYPES,
  optionsOf,
  PUBLISH_STATUSES,
  REQUISITION_STATUSES,
  staffPath,
  type TRequisitionListItem,
} from '@ats/contract';
import Add from '@mui/icons-material/Add';
import Public from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLobOptionsQuery } from '../../../entities/lookups';
import { type ColumnDefinition, ListPage, NEWEST_OLDEST_SORTS, useListPage } from '../../../shared/list';
import { useCan } from '../../../shared/permissions/use-can';
import { useRequisitionsInfiniteQuery } from '../api';
import { RequisitionStatusChip } from '../components/requisition-status-chip';
import { formatDate, requisitionStatusFacts } from '../format';

const COLUMNS: ColumnDefinition<TRequisitionListItem>[] = [
  { key: 'requisitionUid', header: 'Requisition id', render: (r) => r.requisitionUid, width: 150 },
  { key: 'name', header: 'Name', render: (r) => r.name },
  { key: 'lob', header: 'Line of business', render: (r) => r.lob.name, hideBelow: 'md' },
  {
    key: 'jobTitle',
    header: 'Job title',
    hideBelow: 'sm',
    render: (r) => (
      <>
        {r.jobTitle.jobTitle}
        {r.jobTitle.internalJobCode && (
          <Typography variant="caption" color="text.secondary" component="div">
            {r.jobTitle.internalJobCode}
          </Typography>
        )}
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => <RequisitionStatusChip status={r.status} facts={requisitionStatusFacts(r)} />,
  },
  {
    key: 'applicants',
    header: 'Applicants',
    align: 'right',
    render: (r) => (
      <Link
        component={RouterLink}
        to={staffPath('pipeline', { requisitionId: r.id })}
        aria-label={`${r.applicantCount} applicant${r.applicantCount === 1 ? '' : 's'} of ${r.name}: open the pipeline`}
      >
        {r.applicantCount}
      </Link>
    ),
  },
  {
    key: 'headcount',
    header: 'Hired / required',
    align: 'right',
    hideBelow: 'md',
    render: (r) => `${r.numHired} / ${r.requiredHC}`,
  },
  { key: 'startDate', header: 'Start date', render: (r) => formatDate(r.startDate), hideBelow: 'lg' },
  {
    key: 'clientSubmissionDate',
    header: 'Client submission',
    render: (r) => formatDate(r.clientSubmissionDate),
    hideBelow: 'lg',
  },
  {
    key: 'published',
    header: 'Published',
    hideBelow: 'sm',
    render: (r) =>
      r.publishStatus === 'published' ? (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}
        >
          <Public fontSize="small" aria-hidden /> Yes
        </Box>
      ) : (
        'No'
      ),
  },
  { key: 'visits', header: 'Visits', align: 'right', render: (r) => r.visits, hideBelow: 'md' },
];

/** /talent-discovery/requisitions: the requisition list (shared list pattern). */
const RequisitionsPage = () => {
  const canEdit = useCan('requisitions', 'edit');
  const canSmallTeams = useCan('requisitions', 'small_teams');
  const { data: lobs = [] } = useLobOptionsQuery(undefined);

  const page = useListPage(
    {
      columns: COLUMNS,
      filters: [
        { key: 'status', label: 'Status', options: optionsOf(REQUISITION_STATUSES) },
        { key: 'publishStatus', label: 'Published', options: optionsOf(PUBLISH_STATUSES) },
        {
          key: 'lobId',
          label: 'Line of business',
          options: lobs.map((l) => ({ value: l.id, label: l.name })),
        },
        ...(canSmallTeams
          ? [{ key: 'groupType', label: 'Group type', options: optionsOf(GROUP_TYPES) }]
          : []),
      ],
      dateRanges: [{ key: 'startDate', label: 'Start' }],
      defaultSort: '-createdAt',
      sortOptions: [
        ...NEWEST_OLDEST_SORTS,
        { value: 'startDate', label: 'Start date (soonest)' },
        { value: '-startDate', label: 'Start date (latest)' },
        { value: 'clientSubmissionDate', label: 'Client submission (soonest)' },
        { value: 'name', label: 'Name (A–Z)' },
        { value: 'requisitionUid', label: 'Requisition id' },
        { value: '-visits', label: 'Most visited' },
        { value: '-updatedAt', label: 'Recently updated' },
      ],
      searchLabel: 'Search name, id, job title or code',
      empty: 'No requisitions yet.',
    },
    useRequisitionsInfiniteQuery,
  );

  return (
    <ListPage
      {...page}
      title="Requisitions"
      description="Job openings of each line of business: status, headcount, dates and publishing."
      rowHref={(r) => staffPath('requisition', { requisitionId: r.id })}
      actions={
        canEdit && (
          <Button
            component={RouterLink}
            to={staffPath('requisition', { requisitionId: 'new' })}
            variant="contained"
            startIcon={<Add />}
          >
            New requisition
          </Button>
        )
      }
    />
  );
};

export default RequisitionsPage;
