import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../shared/api-error';
import { formatDate, formatNumber } from '../../../shared/format/format';
import { useRequisitionAnpsQuery } from '../anps-api';

/** aNPS of this requisition's applicants (% promoters − % detractors) and the latest comments. */
export const RequisitionAnpsPanel = ({ requisitionId }: { requisitionId: string }) => {
  const { data, isLoading, error } = useRequisitionAnpsQuery(requisitionId);
  const o = data?.overall;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="req-anps-title"
      sx={{ p: { xs: 2, md: 3 } }}
      className="full"
      data-testid="requisition-anps"
    >
      <Typography id="req-anps-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        Applicant NPS
      </Typography>
      {isLoading && <Skeleton variant="rounded" height={60} />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {o && !o.responses && (
        <Typography color="text.secondary">
          No aNPS answers from this requisition's applicants yet.
        </Typography>
      )}
      {o && o.responses > 0 && (
        <>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 1 }}>
            {[
              ['aNPS', o.anps === null ? '—' : formatNumber(o.anps)],
              ['Answers', formatNumber(o.responses)],
              ['Promoters (9–10)', formatNumber(o.promoters)],
              ['Passives (7–8)', formatNumber(o.passives)],
              ['Detractors (0–6)', formatNumber(o.detractors)],
            ].map(([label, value]) => (
              <Box key={label}>
                <Typography variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>{value}</Typography>
              </Box>
            ))}
          </Box>
          {data.comments.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Latest aNPS comments">
              {data.comments.slice(0, 5).map((c) => (
                <li key={`${c.answeredAt}-${c.comment}`}>
                  <Typography variant="body2">
                    <strong>{c.score}</strong> · {formatDate(c.answeredAt)}: {c.comment}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </Paper>
  );
};
