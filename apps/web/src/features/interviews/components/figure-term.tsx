import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One figure of a `<dl>`: its label (`dt`) above its value (`dd`), as the typing test shows them
 * before it starts and in its result. `intl`: the value is Intl's words (a duration, a percentage,
 * a language name), not a message.
 */
export const FigureTerm = ({
  label,
  value,
  intl,
  fontSize,
  fontWeight,
  lineHeight,
}: {
  label: string;
  value: string;
  intl?: boolean | undefined;
  fontSize: string;
  fontWeight: number;
  lineHeight?: number;
}) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography
      component="dd"
      data-intl={intl ? '' : undefined}
      sx={{ m: 0, fontSize, fontWeight, lineHeight }}
    >
      {value}
    </Typography>
  </Box>
);
