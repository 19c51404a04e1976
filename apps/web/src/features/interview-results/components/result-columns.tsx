import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InterviewStatusChip, OutcomeChip } from '../../../entities/applicants';
import type { ColumnDefinition } from '../../../shared/list';
import type { ResultKind } from '../result-kinds';
import { fmtAccuracy } from './format';

type ScoredRow = { score: number | null; outcome: Parameters<typeof OutcomeChip>[0]['outcome'] };
type PhasedRow = { phase: Parameters<typeof InterviewStatusChip>[0]['phase'] };

/** Score, accuracy (once rows carry it) and result: the columns every scored result list shows. */
export function scoreColumns<T extends ScoredRow>(
  score: ResultKind['score'],
  hasAccuracy: boolean,
): ColumnDefinition<T>[] {
  if (!score) return [];
  return [
    {
      key: 'score',
      header: score.header,
      align: 'right',
      render: (r) => (r.score === null ? '—' : score.format(r.score)),
    },
    ...(hasAccuracy
      ? [
          {
            key: 'accuracy',
            header: 'Accuracy',
            align: 'right' as const,
            hideBelow: 'sm' as const,
            render: (r: T) => fmtAccuracy(r),
          },
        ]
      : []),
    { key: 'outcome', header: 'Result', hideBelow: 'sm', render: (r) => <OutcomeChip outcome={r.outcome} /> },
  ];
}

/** The status column, shared by the result lists. */
export const statusColumn = <T extends PhasedRow>(): ColumnDefinition<T> => ({
  key: 'status',
  header: 'Status',
  render: (r) => <InterviewStatusChip phase={r.phase} />,
});

/** What a role that cannot see a result list gets instead of the list. */
export function ResultsNotAllowed({ title, message }: { title: string; message: string }) {
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="warning">{message}</Alert>
    </Box>
  );
}
