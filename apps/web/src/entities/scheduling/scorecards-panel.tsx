import {
  labelOf,
  RECOMMENDATIONS,
  SCORECARD_RATINGS,
  type TApplicantKind,
  type TScheduledInterview,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate } from '../../shared/format/format';
import { useCan } from '../../shared/permissions/use-can';
import { useApplicantScheduleQuery, useApplicantScorecardsQuery } from './api';
import { ScorecardDialog } from './scorecard-dialog';
import { ScorecardTemplateDialog } from './scorecard-template-dialog';

const ratingText = (n: number | undefined) =>
  n ? `${n} ${SCORECARD_RATINGS[n as keyof typeof SCORECARD_RATINGS]?.label ?? ''}` : '—';

/**
 * The applicant's scorecards side by side (one column per interviewer). An interviewer who owes
 * a scorecard sees only their own until they submit (the server withholds the others).
 */
export const ScorecardsPanel = ({ kind, applicantId }: { kind: TApplicantKind; applicantId: string }) => {
  const { data, isLoading, isError } = useApplicantScorecardsQuery({ kind, applicantId });
  const { data: schedule } = useApplicantScheduleQuery({ kind, applicantId });
  const [filling, setFilling] = useState<TScheduledInterview | null>(null);
  const [editingTemplate, setEditingTemplate] = useState(false);
  const canEditTemplate = useCan('requisitions', 'edit');
  if (isLoading) return <Skeleton height={60} />;
  if (isError || !data) return <Alert severity="error">Could not load the scorecards.</Alert>;
  const pending = (schedule?.items ?? []).filter((i) => data.pendingInterviewIds.includes(i.id));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {data.hiddenCount > 0 && (
        <Alert severity="info">
          {data.hiddenCount} scorecard{data.hiddenCount > 1 ? 's are' : ' is'} hidden until you submit yours.
        </Alert>
      )}
      {pending.map((i) => (
        <Box key={i.id}>
          <Button variant="contained" size="small" onClick={() => setFilling(i)}>
            Submit your scorecard ({formatDate(i.startsAt)})
          </Button>
        </Box>
      ))}
      {data.scorecards.length === 0 ? (
        <Typography color="text.secondary">No scorecards yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Scorecards side by side">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Attribute
                </TableCell>
                {data.scorecards.map((c) => (
                  <TableCell key={c.id} component="th" scope="col">
                    {c.interviewerName}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {formatDate(c.submittedAt)}
                    </Typography>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.attributes.map((a) => (
                <TableRow key={a}>
                  <TableCell component="th" scope="row">
                    {a}
                  </TableCell>
                  {data.scorecards.map((c) => (
                    <TableCell key={c.id}>
                      {ratingText(c.ratings.find((r) => r.attribute === a)?.rating)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  Recommendation
                </TableCell>
                {data.scorecards.map((c) => (
                  <TableCell key={c.id} sx={{ fontWeight: 700 }}>
                    {labelOf(RECOMMENDATIONS, c.recommendation)}
                  </TableCell>
                ))}
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  Notes
                </TableCell>
                {data.scorecards.map((c) => (
                  <TableCell key={c.id} sx={{ whiteSpace: 'pre-line', verticalAlign: 'top' }}>
                    {c.notes || '—'}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
      {canEditTemplate && data.requisitionId && (
        <Box>
          <Button size="small" onClick={() => setEditingTemplate(true)}>
            Edit scorecard attributes
          </Button>
        </Box>
      )}
      {editingTemplate && data.requisitionId && (
        <ScorecardTemplateDialog
          requisitionId={data.requisitionId}
          attributes={data.attributes}
          onClose={() => setEditingTemplate(false)}
        />
      )}
      {filling && <ScorecardDialog interview={filling} onClose={() => setFilling(null)} />}
    </Box>
  );
};
