import type { TCriterionVerdict } from '@ats/contract';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const STATUS = {
  met: { label: 'Met', color: 'success.main', Icon: CheckCircle },
  'not-met': { label: 'Not met', color: 'error.main', Icon: Cancel },
  unknown: { label: 'Unknown', color: 'text.secondary', Icon: HelpOutline },
} as const;

/** One criterion of a verdict: met / not met / unknown, why, the resume text relied on, and for prompts which version and model judged it. */
export const CriterionRow = ({ c }: { c: TCriterionVerdict }) => {
  const s = STATUS[c.status];
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box component="span" sx={{ color: s.color, display: 'inline-flex', pt: '2px' }}>
          <s.Icon fontSize="small" aria-hidden />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <Box component="span" sx={{ color: s.color === 'text.secondary' ? undefined : s.color }}>
              {s.label}
            </Box>
            {' · '}
            {c.label}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              ({c.points}/{c.weight} points)
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c.reason}
          </Typography>
          {c.evidence.length > 0 && (
            <Box component="ul" aria-label={`Evidence for ${c.label}`} sx={{ m: 0, mt: 0.5, pl: 0 }}>
              {c.evidence.map((q) => (
                <Box
                  component="li"
                  key={q}
                  sx={{
                    listStyle: 'none',
                    borderLeft: 3,
                    borderColor: 'divider',
                    pl: 1,
                    my: 0.5,
                    fontStyle: 'italic',
                    overflowWrap: 'anywhere',
                  }}
                >
                  <Typography variant="body2">“{q}”</Typography>
                </Box>
              ))}
            </Box>
          )}
          {c.prompt && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {c.prompt.name || 'Prompt'} · version {c.prompt.versionNumber ?? '—'} · {c.prompt.provider} ·{' '}
              {c.prompt.model}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
};
