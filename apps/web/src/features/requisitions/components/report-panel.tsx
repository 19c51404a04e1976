import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../../shared/api-error';

/** One of a requisition's report sections (funnel, aNPS): the h2, a skeleton while loading, the load error. */
export const ReportPanel = ({
  id,
  title,
  loading,
  error,
  skeletonHeight,
  testId,
  children,
}: {
  id: string;
  title: string;
  loading: boolean;
  error: unknown;
  skeletonHeight: number;
  testId?: string;
  children: ReactNode;
}) => (
  <Paper
    variant="outlined"
    component="section"
    aria-labelledby={id}
    sx={{ p: { xs: 2, md: 3 } }}
    className="full"
    data-testid={testId}
  >
    <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
      {title}
    </Typography>
    {loading && <Skeleton variant="rounded" height={skeletonHeight} />}
    {Boolean(error) && <Alert severity="error">{errorMessageOf(error)}</Alert>}
    {children}
  </Paper>
);

/** The report's headline figures, each a caption over a large number. */
export const ReportFigures = ({ figures, mb }: { figures: [label: string, value: string][]; mb: number }) => (
  <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb }}>
    {figures.map(([label, value]) => (
      <Box key={label}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>{value}</Typography>
      </Box>
    ))}
  </Box>
);
