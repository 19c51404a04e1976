import {
  APPLICANT_SOURCES,
  APPLICANT_STATUSES,
  INTERVIEW_TYPES,
  LATE_STAGE_STATUSES,
  labelOf,
  type TDashboard,
} from '@ats/contract';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { FigureCard } from './figure-card';
import { listHref, MANUAL_TRACKER, REQ_TRACKER, REQUISITIONS, RESULTS_PATHS } from './figure-links';

const BarFigure = lazy(() => import('./bar-figure'));

const STATUS_ORDER = Object.keys(APPLICANT_STATUSES);
const statusLabel = (s: string) => labelOf(APPLICANT_STATUSES, s);
const pct = (v: number | null) => (v === null ? '–' : `${Math.round(v * 100)}%`);
const daysText = (v: number | null) => (v === null ? '–' : `${v} d`);
const stepLabel = (s: string) => s.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export interface FigureFilters {
  lobId?: string | undefined;
  requisitionId?: string | undefined;
}

/** Every chart of the dashboard, in reading order. */
export const DashboardFigures = ({
  data,
  loading,
  filters,
}: {
  data: TDashboard | undefined;
  loading: boolean;
  filters: FigureFilters;
}) => {
  const navigate = useNavigate();
  const range = data?.range;
  const created = { createdFrom: range?.from, createdTo: range?.to };
  const lineOfBusiness = filters.lobId;

  const classes = data?.classesAtRisk;
  const pipeline = data?.pipeline ?? undefined;
  const pipelineStatuses = STATUS_ORDER.filter((s) => pipeline?.some((p) => p.counts[s]));
  const pipelineHref = (requisitionId: string, status?: string) =>
    listHref(REQ_TRACKER, { requisition: requisitionId, status, ...created });
  const flow = data?.statusFlow ?? undefined;
  const ttf = data?.timeToFill ?? undefined;
  const tis = data?.timeInStatus ?? undefined;
  const sources = data?.sourceMix ?? undefined;
  const sourceName = (s: { channel: string; source: string }) =>
    s.channel === 'manual' ? `Manual: ${labelOf(APPLICANT_SOURCES, s.source)}` : `Online: ${s.source}`;
  const sourceHref = (s: { channel: string; source: string }) =>
    s.channel === 'manual'
      ? listHref(MANUAL_TRACKER, { source: s.source, lineOfBusiness, ...created })
      : listHref(REQ_TRACKER, { requisition: filters.requisitionId, lineOfBusiness, ...created });
  const assessments = data?.assessments ?? undefined;
  const assessmentHref = (type: string, outcome?: string) =>
    RESULTS_PATHS[type]
      ? listHref(RESULTS_PATHS[type], {
          outcome,
          requisition: filters.requisitionId,
          lineOfBusiness,
          submittedFrom: range?.from,
          submittedTo: range?.to,
        })
      : undefined;
  const funnel = data?.funnel;
  const anps = data?.anps;

  return (
    <>
      {classes !== null && (
        <FigureCard
          id="classes-at-risk"
          title="Classes at risk"
          description={classes?.rule}
          wide
          loading={loading}
          rows={classes?.items}
          empty="No open requisition with a start date."
          columns={[
            {
              header: 'Requisition',
              value: (r) => `${r.requisitionUid} · ${r.name}`,
              href: (r) => `${REQUISITIONS}/${r.requisitionId}`,
            },
            { header: 'Line of business', value: (r) => r.lobName },
            { header: 'Start date', value: (r) => r.startDate },
            { header: 'Days to start', value: (r) => r.daysToStart, numeric: true },
            { header: 'Hired', value: (r) => r.numHired, numeric: true },
            { header: 'Required', value: (r) => r.requiredHC, numeric: true },
            {
              header: 'Late stage',
              value: (r) => r.lateStage,
              numeric: true,
              href: (r) =>
                listHref(REQ_TRACKER, {
                  requisition: r.requisitionId,
                  status: LATE_STAGE_STATUSES.join(','),
                }),
            },
            { header: 'At risk', value: (r) => (r.atRisk ? 'At risk' : 'On track') },
          ]}
          chart={
            <BarFigure
              horizontal
              categories={(classes?.items ?? []).map((c) =>
                `${c.requisitionUid} ${c.atRisk ? '⚠' : ''}`.trim(),
              )}
              series={[
                {
                  id: 'hired',
                  label: 'Hired',
                  data: (classes?.items ?? []).map((c) => c.numHired),
                  stack: 'fill',
                },
                {
                  id: 'late',
                  label: 'Late stage',
                  data: (classes?.items ?? []).map((c) => c.lateStage),
                  stack: 'fill',
                },
                {
                  id: 'gap',
                  label: 'Still needed',
                  data: (classes?.items ?? []).map((c) =>
                    Math.max(0, c.requiredHC - c.numHired - c.lateStage),
                  ),
                  stack: 'fill',
                },
              ]}
              onBarClick={(i) => {
                const c = classes?.items[i];
                if (c) navigate(listHref(REQ_TRACKER, { requisition: c.requisitionId }));
              }}
            />
          }
        />
      )}

      {data?.pipeline !== null && (
        <FigureCard
          id="pipeline"
          title="Pipeline by requisition"
          description="Applicants who applied in the period, by their current status (busiest requisitions first)."
          wide
          loading={loading}
          rows={pipeline}
          empty="No applicants in this period."
          columns={[
            {
              header: 'Requisition',
              value: (r) => `${r.requisitionUid} · ${r.name}`,
              href: (r) => pipelineHref(r.requisitionId),
            },
            ...pipelineStatuses.map((s) => ({
              header: statusLabel(s),
              value: (r: (typeof pipeline & {})[number]) => r.counts[s] ?? 0,
              numeric: true,
              href: (r: (typeof pipeline & {})[number]) =>
                r.counts[s] ? pipelineHref(r.requisitionId, s) : undefined,
            })),
            { header: 'Total', value: (r) => r.total, numeric: true },
          ]}
          chart={
            <BarFigure
              horizontal
              categories={(pipeline ?? []).map((p) => p.requisitionUid)}
              series={pipelineStatuses.map((s) => ({
                id: s,
                label: statusLabel(s),
                data: (pipeline ?? []).map((p) => p.counts[s] ?? 0),
                stack: 'status',
              }))}
              onBarClick={(i, status) => {
                const p = pipeline?.[i];
                if (p) navigate(pipelineHref(p.requisitionId, status));
              }}
            />
          }
        />
      )}

      {data?.statusFlow !== null && (
        <FigureCard
          id="status-flow"
          title="Flow between statuses"
          description="Status changes of applicants during the period."
          loading={loading}
          rows={flow}
          empty="No status changes in this period."
          columns={[
            { header: 'From', value: (r) => statusLabel(r.from) },
            {
              header: 'To',
              value: (r) => statusLabel(r.to),
              href: (r) =>
                listHref(REQ_TRACKER, {
                  status: r.to,
                  requisition: filters.requisitionId,
                  lineOfBusiness,
                  statusChangedFrom: range?.from,
                  statusChangedTo: range?.to,
                }),
            },
            { header: 'Changes', value: (r) => r.count, numeric: true },
          ]}
          chart={
            <BarFigure
              horizontal
              categories={(flow ?? []).map((f) => `${statusLabel(f.from)} → ${statusLabel(f.to)}`)}
              series={[{ id: 'count', label: 'Changes', data: (flow ?? []).map((f) => f.count) }]}
              onBarClick={(i) => {
                const f = flow?.[i];
                if (f)
                  navigate(
                    listHref(REQ_TRACKER, {
                      status: f.to,
                      lineOfBusiness,
                      statusChangedFrom: range?.from,
                      statusChangedTo: range?.to,
                    }),
                  );
              }}
            />
          }
        />
      )}

      {data?.timeToFill !== null && (
        <FigureCard
          id="time-to-fill"
          title="Time to fill"
          description="Days from opening to filled, for requisitions filled in the period (median and 75th percentile)."
          loading={loading}
          rows={ttf}
          empty="No requisition was filled in this period."
          columns={[
            {
              header: 'Line of business',
              value: (r) => r.lobName,
              href: (r) => listHref(REQUISITIONS, { lobId: r.lobId, status: 'filled' }),
            },
            { header: 'Filled', value: (r) => r.filled, numeric: true },
            {
              header: 'Median days',
              value: (r) => r.medianDays,
              format: (r) => daysText(r.medianDays),
              numeric: true,
            },
            {
              header: '75th percentile days',
              value: (r) => r.p75Days,
              format: (r) => daysText(r.p75Days),
              numeric: true,
            },
          ]}
          chart={
            <BarFigure
              horizontal
              categories={(ttf ?? []).map((r) => r.lobName)}
              series={[
                { id: 'median', label: 'Median days', data: (ttf ?? []).map((r) => r.medianDays ?? 0) },
                { id: 'p75', label: '75th percentile', data: (ttf ?? []).map((r) => r.p75Days ?? 0) },
              ]}
              onBarClick={(i) => {
                const r = ttf?.[i];
                if (r) navigate(listHref(REQUISITIONS, { lobId: r.lobId, status: 'filled' }));
              }}
            />
          }
        />
      )}

      {data?.timeInStatus !== null && (
        <FigureCard
          id="time-in-status"
          title="Time in each status"
          description="Days applicants spent in a status they left during the period (median and 75th percentile)."
          loading={loading}
          rows={tis}
          empty="No applicant left a status in this period."
          columns={[
            { header: 'Line of business', value: (r) => r.lobName },
            {
              header: 'Status',
              value: (r) => statusLabel(r.status),
              href: (r) => listHref(REQ_TRACKER, { lineOfBusiness: r.lobId, status: r.status }),
            },
            { header: 'Changes', value: (r) => r.transitions, numeric: true },
            {
              header: 'Median days',
              value: (r) => r.medianDays,
              format: (r) => daysText(r.medianDays),
              numeric: true,
            },
            {
              header: '75th percentile days',
              value: (r) => r.p75Days,
              format: (r) => daysText(r.p75Days),
              numeric: true,
            },
          ]}
          chart={
            <BarFigure
              horizontal
              categories={(tis ?? []).map((r) => `${r.lobName} · ${statusLabel(r.status)}`)}
              series={[
                { id: 'median', label: 'Median days', data: (tis ?? []).map((r) => r.medianDays ?? 0) },
                { id: 'p75', label: '75th percentile', data: (tis ?? []).map((r) => r.p75Days ?? 0) },
              ]}
              onBarClick={(i) => {
                const r = tis?.[i];
                if (r) navigate(listHref(REQ_TRACKER, { lineOfBusiness: r.lobId, status: r.status }));
              }}
            />
          }
        />
      )}

      {data?.sourceMix !== null && (
        <FigureCard
          id="source-mix"
          title="Source mix and conversion"
          description="Applicants of the period by where they came from, and the share hired (Offer Accepted or Complete)."
          loading={loading}
          rows={sources}
          empty="No applicants in this period."
          columns={[
            { header: 'Source', value: sourceName, href: sourceHref },
            { header: 'Applicants', value: (r) => r.applicants, numeric: true },
            { header: 'Hired', value: (r) => r.hired, numeric: true },
            {
              header: 'Conversion',
              value: (r) => r.conversion,
              format: (r) => pct(r.conversion),
              numeric: true,
            },
          ]}
          chart={
            <BarFigure
              horizontal
              categories={(sources ?? []).map(sourceName)}
              series={[
                { id: 'applicants', label: 'Applicants', data: (sources ?? []).map((s) => s.applicants) },
                { id: 'hired', label: 'Hired', data: (sources ?? []).map((s) => s.hired) },
              ]}
              onBarClick={(i) => {
                const s = sources?.[i];
                if (s) navigate(sourceHref(s));
              }}
            />
          }
        />
      )}

      {data?.assessments !== null && (
        <FigureCard
          id="assessments"
          title="Assessment pass rates"
          description="Interviews and assessments submitted in the period with a result (typing now; resume, video and writing as they are scored)."
          loading={loading}
          rows={assessments}
          empty="No scored assessment in this period."
          columns={[
            {
              header: 'Assessment',
              value: (r) => labelOf(INTERVIEW_TYPES, r.type),
              href: (r) => assessmentHref(r.type),
            },
            { header: 'Scored', value: (r) => r.evaluated, numeric: true },
            {
              header: 'Passed',
              value: (r) => r.passed,
              numeric: true,
              href: (r) => assessmentHref(r.type, 'passed'),
            },
            { header: 'Pass rate', value: (r) => r.passRate, format: (r) => pct(r.passRate), numeric: true },
          ]}
          chart={
            <BarFigure
              categories={(assessments ?? []).map((a) => labelOf(INTERVIEW_TYPES, a.type))}
              series={[
                {
                  id: 'rate',
                  label: 'Pass rate (%)',
                  data: (assessments ?? []).map((a) => Math.round((a.passRate ?? 0) * 100)),
                },
              ]}
              format={(v) => (v === null ? '–' : `${v}%`)}
              onBarClick={(i) => {
                const a = assessments?.[i];
                const href = a && assessmentHref(a.type, 'passed');
                if (href) navigate(href);
              }}
            />
          }
        />
      )}

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
