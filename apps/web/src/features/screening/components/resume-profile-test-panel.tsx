import type {
  TCriterionVerdict,
  TResumeCriteria,
  TResumeProfileTestRequest,
  TResumeVerdict,
} from '@ats/contract';
import { RESUME_PARSING_PATHS } from '@ats/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { apiUrl } from '../../../shared/api-url';
import { useStreamedCall } from '../../../shared/streaming';
import { FileStreamRun } from '../../../shared/streaming/file-stream-run';
import { PanelSection } from '../../../shared/ui/panel-section';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUS = {
  met: { label: 'Met', color: 'success' },
  'not-met': { label: 'Not met', color: 'error' },
  unknown: { label: 'Unknown', color: 'default' },
} as const;

/** Each criterion's verdict with the resume text it relied on (the explanation a recruiter checks). */
export const CriteriaList = ({ criteria }: { criteria: TCriterionVerdict[] }) => (
  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
    {criteria.map((c) => (
      <Box component="li" key={c.label} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={STATUS[c.status].label} color={STATUS[c.status].color} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {c.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c.points}/{c.weight} points
          </Typography>
        </Box>
        <Typography variant="body2">{c.reason}</Typography>
        {c.prompt && (
          <Typography variant="caption" color="text.secondary">
            {c.prompt.name} v{c.prompt.versionNumber ?? '–'} · {c.prompt.provider} · {c.prompt.model}
          </Typography>
        )}
        {c.evidence.length > 0 && (
          <Box component="blockquote" sx={{ m: 0, mt: 0.5, pl: 1, borderLeft: 3, borderColor: 'divider' }}>
            {c.evidence.map((e) => (
              <Typography key={e} variant="body2" color="text.secondary">
                “{e}”
              </Typography>
            ))}
          </Box>
        )}
      </Box>
    ))}
  </Box>
);

/** The score, the recommendation (never a decline) and each criterion. */
export const VerdictCriteria = ({ verdict }: { verdict: TResumeVerdict }) => (
  <Box component="section" aria-label="Verdict" sx={{ mt: 1.5 }}>
    <Typography sx={{ fontWeight: 700 }}>
      Score {verdict.score}/100 (pass mark {verdict.passThreshold}):{' '}
      {verdict.recommendation === 'advance' ? 'recommend advancing' : 'recommend a recruiter review'}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      The AI recommends; it never declines a candidate by itself.
    </Typography>
    <CriteriaList criteria={verdict.criteria} />
  </Box>
);

/** Tries the builder's criteria (saved or not) and prompts on an uploaded resume (POST /resume-profiles/test). */
export const ResumeProfileTestPanel = () => {
  const { getValues } = useFormContext();
  const call = useStreamedCall<TResumeProfileTestRequest>(apiUrl(RESUME_PARSING_PATHS.resumeProfileTest));
  const run = (s3Key: string) => {
    const v = getValues();
    void call.start({
      s3Key,
      criteria: v.criteria as TResumeCriteria,
      prompts: ((v.prompts as string[]) ?? []).filter((p) => UUID.test(p)),
      passThreshold: Number(v.passThreshold) || 0,
    });
  };
  const verdict = (call.result?.output as { verdict?: TResumeVerdict } | null)?.verdict;
  return (
    <PanelSection
      id="resume-test-title"
      title="Test the profile"
      description="Parses a resume and scores it with the criteria and prompts above (saved or not)."
    >
      <FileStreamRun
        file={{ kind: 'resume', label: 'Resume to test with', helperText: 'PDF, DOCX, DOC or TXT' }}
        call={call}
        onRun={run}
        outputLabel="Test output"
        placeholder="Upload a resume and test; the result streams here."
      />
      {verdict && <VerdictCriteria verdict={verdict} />}
    </PanelSection>
  );
};
