import { noteSegments } from '@ats/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A note's text with its @mentions shown as names. */
export const NoteBody = ({ body }: { body: string }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {noteSegments(body).map((s, i) =>
      'text' in s ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder.
        <span key={i}>{s.text}</span>
      ) : (
        <Box
          component="span"
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder.
          key={i}
          sx={{ color: 'primary.main', fontWeight: 600 }}
        >
          @{s.mention.name}
        </Box>
      ),
    )}
  </Typography>
);
