import {
  CLASS_REQUEST_FIELDS,
  CLASS_REQUEST_SECTIONS,
  type TClassRequestContent,
  type TClassRequestSection,
} from '@ats/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { classRequestValue } from './format-value';

const SECTION_ORDER: TClassRequestSection[] = [
  'requester',
  'position',
  'schedule',
  'agent',
  'non-agent',
  'notes',
];

/** One version's content, read-only, in the form's sections. */
export const ClassRequestDetails = ({
  content,
  lobName,
}: {
  content: TClassRequestContent;
  lobName: (id: string) => string;
}) => (
  <Box sx={{ display: 'grid', gap: 3 }}>
    {SECTION_ORDER.map((section) => {
      const fields = CLASS_REQUEST_FIELDS.filter(
        (f) => f.section === section && (!f.only || f.only === content.type),
      );
      if (!fields.length) return null;
      return (
        <Box component="section" key={section} aria-label={CLASS_REQUEST_SECTIONS[section]}>
          <Typography
            variant="subtitle2"
            component="h3"
            color="text.secondary"
            sx={{ textTransform: 'uppercase', letterSpacing: 0.6, mb: 1 }}
          >
            {CLASS_REQUEST_SECTIONS[section]}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            }}
          >
            {fields.map((f) => {
              const raw = classRequestValue(f, content);
              const value = f.key === 'lobId' ? (content.lobId ? lobName(content.lobId) : '') : raw;
              return (
                <Box key={f.key} sx={{ minWidth: 0, ...(f.key === 'notes' ? { gridColumn: '1 / -1' } : {}) }}>
                  <Typography
                    component="dt"
                    variant="caption"
                    color="text.secondary"
                    sx={{ fontWeight: 600 }}
                  >
                    {f.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {value || '—'}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      );
    })}
  </Box>
);
