import type { TApplicationStep } from '@ats/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useApplicationFunnelQuery } from '../funnel-api';
import { ReportFigures, ReportPanel } from './report-panel';

const STEP_NAMES: Record<TApplicationStep, string> = {
  'job-description': 'Job description',
  'instructions-reminders': 'Instructions & reminders',
  'personal-info': 'Personal info',
  'resume-profile': 'Resume',
  'qualification-questions': 'Qualification questions',
  'pre-screening': 'Pre-screening',
  'video-questions': 'Video questions',
  'typing-assessment': 'Typing assessment',
  success: 'Success',
};

const nf = new Intl.NumberFormat();
const pct = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '—');

/**
 * Visits → started → each step → completed, with the drop-off at each step (people who viewed
 * the step and did not complete it). Steps nobody reached are left out.
 */
export const ApplicationFunnel = ({ requisitionId }: { requisitionId: string }) => {
  const { data, isLoading, error } = useApplicationFunnelQuery(requisitionId);
  return (
    <ReportPanel
      id="funnel-title"
      title="Application funnel"
      loading={isLoading}
      error={error}
      skeletonHeight={160}
    >
      {data && (
        <>
          <ReportFigures
            mb={2}
            figures={[
              ['Visits', nf.format(data.visits)],
              ['Started', nf.format(data.started)],
              ['Completed', nf.format(data.completed)],
              ['Declined at pre-screening', nf.format(data.declinedAtPreScreening)],
            ]}
          />
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Funnel by step, scrollable">
            <Table size="small" aria-label="Funnel by step">
              <TableHead>
                <TableRow>
                  <TableCell>Step</TableCell>
                  <TableCell align="right">Viewed</TableCell>
                  <TableCell align="right">Completed</TableCell>
                  <TableCell align="right">Drop-off</TableCell>
                  <TableCell align="right">Median time</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.steps
                  .filter((s) => s.viewed || s.completed)
                  .map((s) => (
                    <TableRow key={s.step}>
                      <TableCell component="th" scope="row">
                        {STEP_NAMES[s.step]}
                      </TableCell>
                      <TableCell align="right">{nf.format(s.viewed)}</TableCell>
                      <TableCell align="right">{nf.format(s.completed)}</TableCell>
                      <TableCell align="right">
                        {pct(Math.max(0, s.viewed - s.completed), s.viewed)}
                      </TableCell>
                      <TableCell align="right">
                        {s.medianSeconds == null ? '—' : `${nf.format(s.medianSeconds)} s`}
                      </TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </Box>
          {Object.keys(data.sources).length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Sources:{' '}
              {Object.entries(data.sources)
                .map(([k, v]) => `${k} ${nf.format(v)}`)
                .join(' · ')}
              {' — '}Devices:{' '}
              {Object.entries(data.devices)
                .map(([k, v]) => `${k} ${nf.format(v)}`)
                .join(' · ')}
            </Typography>
          )}
        </>
      )}
    </ReportPanel>
  );
};
