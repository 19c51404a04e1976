import { useNavigate } from 'react-router';
import { FigureCard } from './figure-card';
import { daysText, statusLabel } from './figure-format';
import { listHref, REQ_TRACKER, REQUISITIONS } from './figure-links';
import type { FigureProps } from './figure-props';
import { BarFigure } from './lazy-bar-figure';

/** How fast requisitions fill and how long applicants wait in each status. */
export const SpeedFigures = ({ data, loading }: FigureProps) => {
  const navigate = useNavigate();
  const ttf = data?.timeToFill ?? undefined;
  const tis = data?.timeInStatus ?? undefined;

  return (
    <>
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
    </>
  );
};
