import { useNavigate } from 'react-router';
import { FigureCard, type FigureColumn } from './figure-card';
import { daysText, statusLabel } from './figure-format';
import { listHref, REQ_TRACKER, REQUISITIONS } from './figure-links';
import type { FigureProps } from './figure-props';
import { BarFigure } from './lazy-bar-figure';

interface DayFigures {
  medianDays: number | null;
  p75Days: number | null;
}

/** The median and 75th-percentile columns of a figure in days. */
const dayColumns = <R extends DayFigures>(): FigureColumn<R>[] => [
  { header: 'Median days', value: (r) => r.medianDays, format: (r) => daysText(r.medianDays), numeric: true },
  {
    header: '75th percentile days',
    value: (r) => r.p75Days,
    format: (r) => daysText(r.p75Days),
    numeric: true,
  },
];

/** The median and 75th-percentile bars of the same rows. */
const daySeries = (rows: DayFigures[] | undefined) => [
  { id: 'median', label: 'Median days', data: (rows ?? []).map((r) => r.medianDays ?? 0) },
  { id: 'p75', label: '75th percentile', data: (rows ?? []).map((r) => r.p75Days ?? 0) },
];

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
            ...dayColumns(),
          ]}
          chart={
            <BarFigure
              horizontal
              categories={(ttf ?? []).map((r) => r.lobName)}
              series={daySeries(ttf)}
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
            ...dayColumns(),
          ]}
          chart={
            <BarFigure
              horizontal
              categories={(tis ?? []).map((r) => `${r.lobName} · ${statusLabel(r.status)}`)}
              series={daySeries(tis)}
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
