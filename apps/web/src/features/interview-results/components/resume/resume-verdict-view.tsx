import { DECLINE_REASONS, labelOf, type TResumeScreenResult } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fmtDateTime } from '../format';
import { Field, Section } from '../section';
import { CriterionRow } from './criterion-row';

/**
 * A resume verdict as a recruiter checks it: the score against the pass mark, the recommendation
 * (never a decline by AI), each criterion with its evidence, and where the verdict came from.
 */
export const ResumeVerdictView = ({ result }: { result: TResumeScreenResult }) => {
  const v = result.verdict;
  const r = result.resume;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Section title="Verdict">
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}>
            {v.score}
            <Typography component="span" color="text.secondary">
              /100
            </Typography>
          </Typography>
          <Typography color="text.secondary">pass mark {v.passThreshold}</Typography>
        </Box>
        <Typography sx={{ mt: 1 }}>
          Recommendation: <strong>{v.recommendation === 'advance' ? 'advance' : 'a recruiter review'}</strong>
          . The AI recommends; it never declines by itself.
        </Typography>
        {result.declined && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            Declined by the profile's knock-out rule ({result.declined.reason}{' '}
            {labelOf(DECLINE_REASONS, result.declined.reason)}): {result.declined.knockOuts.join('; ')}.
          </Alert>
        )}
        {result.override && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            Overridden to <strong>{result.override.outcome}</strong> by {result.override.byName} on{' '}
            {fmtDateTime(result.override.at)}: “{result.override.note}”
          </Alert>
        )}
      </Section>
      <Section title="Criteria and evidence">
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {v.criteria.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: criteria keep their stored order.
            <CriterionRow key={i} c={c} />
          ))}
        </Box>
        {!v.criteria.length && (
          <Typography variant="body2" color="text.secondary">
            The profile has no criteria.
          </Typography>
        )}
      </Section>
      <Section title="Resume as confirmed">
        <Field label="Name">{r.basics.name}</Field>
        <Field label="Email">{r.basics.email}</Field>
        <Field label="Phone">{r.basics.phone}</Field>
        <Field label="Location">
          {[r.basics.location?.city, r.basics.location?.countryCode].filter(Boolean).join(', ') || null}
        </Field>
        <Field label="Experience">{`${v.yearsOfExperience} years`}</Field>
        <Field label="Work">
          {r.work.length
            ? r.work
                .map(
                  (w) =>
                    `${[w.position, w.name].filter(Boolean).join(', ')} (${w.startDate ?? '?'} – ${w.endDate ?? 'Present'})`,
                )
                .join('; ')
            : null}
        </Field>
        <Field label="Skills">
          {r.skills.flatMap((s) => (s.keywords?.length ? s.keywords : [s.name])).join(', ') || null}
        </Field>
        <Field label="Languages">{r.languages.map((l) => l.language).join(', ') || null}</Field>
        <Field label="Corrected by candidate">
          {result.corrected.length ? result.corrected.join(', ') : 'nothing'}
        </Field>
      </Section>
      <Section title="Provenance">
        <Field label="File">
          {result.file ? `${result.file.fileName}${result.file.columns > 1 ? ' (two columns)' : ''}` : null}
        </Field>
        <Field label="Parser">{result.file?.parser}</Field>
        <Field label="Provider">{`${result.provider} · ${result.model}`}</Field>
        <Field label="Prompt versions">
          {v.criteria
            .flatMap((c) =>
              c.prompt ? [`${c.prompt.name || c.prompt.promptId} v${c.prompt.versionNumber ?? '?'}`] : [],
            )
            .join(', ') || 'none'}
        </Field>
        <Field label="Input hash">
          <Box component="code" sx={{ fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
            {v.inputHash}
          </Box>
        </Field>
        <Field label="Scored">{fmtDateTime(v.evaluatedAt)}</Field>
      </Section>
    </Box>
  );
};
