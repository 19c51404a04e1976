import { APPLICANT_SOURCES, INTERVIEW_TYPES, labelOf } from '@ats/contract';
import { useNavigate } from 'react-router';
import { FigureCard } from './figure-card';
import { pct } from './figure-format';
import { listHref, MANUAL_TRACKER, REQ_TRACKER, RESULTS_PATHS } from './figure-links';
import type { FigureProps } from './figure-props';
import { BarFigure } from './lazy-bar-figure';

/** Where applicants come from, and how their assessments turn out. */
export const SourceFigures = ({ data, loading, filters }: FigureProps) => {
  const navigate = useNavigate();
  const range = data?.range;
  const created = { createdFrom: range?.from, createdTo: range?.to };
  const lineOfBusiness = filters.lobId;
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

  return (
    <>
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
    </>
  );
};
