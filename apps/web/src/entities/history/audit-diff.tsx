import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const MAX = 120;
const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '∅';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > MAX ? `${s.slice(0, MAX - 1)}…` : s;
};

/** `{ field: [before, after] }` as "field: before → after"; other values as "field: value". */
export const AuditDiff = ({ diff }: { diff: Record<string, unknown> }) => {
  const entries = Object.entries(diff);
  if (!entries.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No field changes
      </Typography>
    );
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}
    >
      {entries.map(([field, value]) => {
        const pair = Array.isArray(value) && value.length === 2;
        return (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {field}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {pair ? (
                <>
                  <Box
                    component="del"
                    sx={{ color: 'text.secondary' }}
                    aria-label={`before: ${show(value[0])}`}
                  >
                    {show(value[0])}
                  </Box>
                  {' → '}
                  <Box
                    component="ins"
                    sx={{ textDecoration: 'none', fontWeight: 500 }}
                    aria-label={`after: ${show(value[1])}`}
                  >
                    {show(value[1])}
                  </Box>
                </>
              ) : (
                show(value)
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
