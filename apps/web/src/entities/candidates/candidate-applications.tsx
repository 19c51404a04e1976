import type { TApplicantKind, TCandidateApplication } from '@ats/contract';
import { staffPath } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../shared/api-error';
import { formatDate } from '../../shared/format/format';
import { StatusChip } from '../applicants';
import { useCandidateRecordQuery } from './api';

/** Where an application's own page is. */
export const applicationHref = (a: Pick<TCandidateApplication, 'kind' | 'id' | 'archived'>) =>
  a.kind === 'manual'
    ? staffPath('applicant', { id: a.id })
    : staffPath(a.archived ? 'archivedReqApplicant' : 'reqApplicant', { id: a.id });

const titleOf = (a: TCandidateApplication) =>
  a.requisition ? `${a.requisition.uid} · ${a.requisition.name}` : 'Manual applicant';

/**
 * "Applications": every application of this person's candidate record that the reader may see
 * (docs/decisions/candidates.md#reading-a-candidates-applications), newest first, the open one marked.
 */
export const CandidateApplications = ({
  kind,
  applicantId,
  action,
}: {
  kind: TApplicantKind;
  applicantId: string;
  /** E.g. "Add to requisition", shown beside the heading. */
  action?: ReactNode;
}) => {
  const { data, isLoading, error } = useCandidateRecordQuery({ kind, applicantId });
  const count = data?.applications.length ?? 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="candidate-applications-title"
      sx={{ p: 2.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography
          id="candidate-applications-title"
          variant="h2"
          sx={{ fontSize: '1.05rem', fontWeight: 700, flex: 1 }}
        >
          Applications{data ? ` (${count})` : ''}
        </Typography>
        {action}
      </Box>
      {isLoading ? (
        <Skeleton variant="rounded" height={56} />
      ) : error || !data ? (
        <Alert severity="error">{errorMessageOf(error)}</Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {data.applications.map((a) => {
            const current = a.kind === kind && a.id === applicantId;
            return (
              <Box
                component="li"
                key={`${a.kind}-${a.id}`}
                sx={{
                  border: 1,
                  borderColor: current ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  p: 1.25,
                  display: 'grid',
                  gap: 0.5,
                }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {current ? (
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {titleOf(a)}
                    </Typography>
                  ) : (
                    <Link
                      component={RouterLink}
                      to={applicationHref(a)}
                      variant="body2"
                      underline="always"
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {titleOf(a)}
                    </Link>
                  )}
                  {current && <Chip size="small" label="This application" variant="outlined" />}
                  {a.archived && <Chip size="small" label="Archived" />}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <StatusChip status={a.status} reason={a.reason} />
                  <Typography variant="body2" color="text.secondary">
                    {a.kind === 'manual' ? 'Added' : 'Applied'} {formatDate(a.createdAt)}
                    {a.completedAt ? ` · completed ${formatDate(a.completedAt)}` : ''} · status since{' '}
                    {formatDate(a.statusChangedAt)}
                    {a.lobName ? ` · ${a.lobName}` : ''}
                    {a.hasResume ? ' · resume' : ''}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {data && data.hiddenCount > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {data.hiddenCount} more application{data.hiddenCount === 1 ? '' : 's'} outside your lines of
          business or trackers.
        </Typography>
      )}
    </Paper>
  );
};
