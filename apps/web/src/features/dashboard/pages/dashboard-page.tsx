import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useLobOptionsQuery, useRequisitionOptionsQuery } from '../../../entities/lookups';
import { useListParams } from '../../../shared/list';
import { useCan } from '../../../shared/permissions/use-can';
import { useSession } from '../../../shared/session/use-session';
import { useGetDashboardQuery } from '../api';
import { AreaCards } from '../components/area-cards';
import { DashboardFigures } from '../components/dashboard-figures';
import { DashboardFilters, PERIOD } from '../components/dashboard-filters';
import { MyWork } from '../components/my-work';

const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

const FILTERS = [{ key: 'lobId' }, { key: 'requisitionId' }];

/**
 * Home: the recruiting lead's morning page. Figures come from one call (`GET /dashboard/summary`),
 * computed and scoped on the server; filters live in the URL; charts load in their own chunk.
 */
const DashboardPage = () => {
  const { user, role } = useSession();
  const params = useListParams({ filters: FILTERS, dateRanges: [PERIOD] });
  const canRequisitions = useCan('requisitions');
  const canLobList = useCan('lines-of-business');
  const canUsers = useCan('user-management');
  // GET /lobs/list is open to any of these (docs/decisions/lines-of-business.md#line-of-business-scope).
  const canLobs = canLobList || canRequisitions || canUsers;
  const lobId = params.filters.lobId?.[0];
  const requisitionId = params.filters.requisitionId?.[0];
  const period = params.dateRanges.period ?? { from: '', to: '' };
  const { data, isFetching, error, refetch } = useGetDashboardQuery({
    lobId,
    requisitionId,
    from: period.from || undefined,
    to: period.to || undefined,
  });
  const { data: lobs } = useLobOptionsQuery(undefined, { skip: !canLobs });
  // The 100 most recent requisitions (of the picked line of business).
  const { data: requisitionChoices } = useRequisitionOptionsQuery(
    { lobId, newest: true },
    { skip: !canRequisitions },
  );
  const requisitions = useMemo(
    () => requisitionChoices?.map((c) => ({ id: c.value, name: c.label })),
    [requisitionChoices],
  );
  useEffect(() => {
    document.title = 'Dashboard · ATS';
  }, []);

  return (
    <Box>
      <Typography variant="h1" component="h1">
        {greeting(new Date().getHours())}, {user?.firstName}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Signed in as {role?.name}.{data && ` Figures for ${data.range.from} to ${data.range.to}.`}
      </Typography>
      <DashboardFilters
        params={params}
        lobs={canLobs ? lobs : undefined}
        requisitions={canRequisitions ? requisitions : undefined}
      />
      <Box aria-live="polite" aria-busy={isFetching}>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => refetch()}>
                Retry
              </Button>
            }
            sx={{ mb: 2 }}
          >
            The figures could not be loaded.
          </Alert>
        ) : null}
      </Box>
      <MyWork work={data?.myWork} loading={!data && !error} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          opacity: isFetching && data ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        <DashboardFigures data={data} loading={!data && !error} filters={{ lobId, requisitionId }} />
      </Box>
      <AreaCards />
    </Box>
  );
};
export default DashboardPage;
