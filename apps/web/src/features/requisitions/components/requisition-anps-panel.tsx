import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '../../../shared/format/format';
import { useRequisitionAnpsQuery } from '../anps-api';
import { ReportFigures, ReportPanel } from './report-panel';

/** aNPS of this requisition's applicants (% promoters − % detractors) and the latest comments. */
export const RequisitionAnpsPanel = ({ requisitionId }: { requisitionId: string }) => {
  const { data, isLoading, error } = useRequisitionAnpsQuery(requisitionId);
  const o = data?.overall;
  return (
    <ReportPanel
      id="req-anps-title"
      title="Applicant NPS"
      loading={isLoading}
      error={error}
      skeletonHeight={60}
      testId="requisition-anps"
    >
      {o && !o.responses && (
        <Typography color="text.secondary">
          No aNPS answers from this requisition's applicants yet.
        </Typography>
      )}
      {o && o.responses > 0 && (
        <>
          <ReportFigures
            mb={1}
            figures={[
              ['aNPS', o.anps === null ? '—' : formatNumber(o.anps)],
              ['Answers', formatNumber(o.responses)],
              ['Promoters (9–10)', formatNumber(o.promoters)],
              ['Passives (7–8)', formatNumber(o.passives)],
              ['Detractors (0–6)', formatNumber(o.detractors)],
            ]}
          />
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
    </ReportPanel>
  );
};
