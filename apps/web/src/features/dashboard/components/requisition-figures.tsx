import { LATE_STAGE_STATUSES } from '@ats/contract';
import { useNavigate } from 'react-router';
import { FigureCard } from './figure-card';
import { STATUS_ORDER, statusLabel } from './figure-format';
import { listHref, REQ_TRACKER, REQUISITIONS } from './figure-links';
import type { FigureProps } from './figure-props';
import { BarFigure } from './lazy-bar-figure';

/** Requisition figures: classes at risk, the pipeline by requisition and the status flow. */
export const RequisitionFigures = ({ data, loading, filters }: FigureProps) => {
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
    </>
  );
};
