import { FigureCard } from './figure-card';
import { pct, stepLabel } from './figure-format';
import type { FigureProps } from './figure-props';
import { BarFigure } from './lazy-bar-figure';

/** The candidates' side: the application funnel and the aNPS survey. */
export const ExperienceFigures = ({ data, loading }: FigureProps) => {
  const funnel = data?.funnel;
  const anps = data?.anps;

  return (
    <>
      {funnel !== null && (
        <FigureCard
          id="funnel"
          title="Application funnel"
          description={
            funnel && !funnel.available
              ? 'Appears once the application flow records its steps.'
              : 'Visitors who opened each step of the application in the period, and the share who left it without completing it.'
          }
          loading={loading}
          rows={funnel?.steps}
          empty={
            funnel && !funnel.available
              ? 'The application flow records no steps yet.'
              : 'No application activity in this period.'
          }
          columns={[
            { header: 'Step', value: (r) => stepLabel(r.step) },
            { header: 'Visitors', value: (r) => r.visitors, numeric: true },
            { header: 'Completed', value: (r) => r.completed, numeric: true },
            { header: 'Drop-off', value: (r) => r.dropOff, format: (r) => pct(r.dropOff), numeric: true },
          ]}
          chart={
            <BarFigure
              categories={(funnel?.steps ?? []).map((s) => stepLabel(s.step))}
              series={[
                { id: 'visitors', label: 'Visitors', data: (funnel?.steps ?? []).map((s) => s.visitors) },
                { id: 'completed', label: 'Completed', data: (funnel?.steps ?? []).map((s) => s.completed) },
              ]}
            />
          }
        />
      )}

      {funnel?.available && (funnel.byDevice.length > 0 || funnel.bySource.length > 0) && (
        <FigureCard
          id="funnel-breakdown"
          title="Funnel by device and source"
          description="Visitors of the application in the period, and how many reached the end."
          loading={loading}
          rows={[
            ...funnel.byDevice.map((r) => ({ ...r, kind: 'Device' })),
            ...funnel.bySource.map((r) => ({ ...r, kind: 'Source' })),
          ]}
          empty="No application activity in this period."
          columns={[
            { header: 'By', value: (r) => r.kind },
            { header: 'Value', value: (r) => r.key },
            { header: 'Visitors', value: (r) => r.visitors, numeric: true },
            { header: 'Reached the end', value: (r) => r.completed, numeric: true },
          ]}
        />
      )}

      {anps !== null && (
        <FigureCard
          id="anps"
          title="Applicant NPS"
          description="Share of promoters (9–10) minus detractors (0–6) among applicants who answered the survey, by month."
          loading={loading}
          rows={anps?.trend}
          empty="No aNPS answers in this period."
          columns={[
            { header: 'Month', value: (r) => r.month },
            { header: 'aNPS', value: (r) => r.score, numeric: true },
            { header: 'Answers', value: (r) => r.responses, numeric: true },
          ]}
          chart={
            <BarFigure
              categories={(anps?.trend ?? []).map((r) => r.month)}
              series={[{ id: 'anps', label: 'aNPS', data: (anps?.trend ?? []).map((r) => r.score ?? 0) }]}
            />
          }
        />
      )}

      {anps && anps.comments.length > 0 && (
        <FigureCard
          id="anps-comments"
          title="Latest aNPS comments"
          loading={loading}
          rows={anps.comments}
          empty="No comments."
          columns={[
            { header: 'When', value: (r) => r.at.slice(0, 10) },
            { header: 'Score', value: (r) => r.score, numeric: true },
            { header: 'Comment', value: (r) => r.comment },
          ]}
        />
      )}
    </>
  );
};
