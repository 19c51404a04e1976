import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

/** Two date inputs ("Added from / to") for the list toolbar. */
export const DateRangeFilter = ({
  from,
  to,
  setFrom,
  setTo,
  label = 'Added',
}: {
  from: string;
  to: string;
  setFrom: (v: string) => void;
  setTo: (v: string) => void;
  label?: string;
}) => (
  <Box sx={{ display: 'flex', gap: 1 }}>
    <TextField
      type="date"
      size="small"
      label={`${label} from`}
      value={from}
      onChange={(e) => setFrom(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
      sx={{ width: 160 }}
    />
    <TextField
      type="date"
      size="small"
      label={`${label} to`}
      value={to}
      onChange={(e) => setTo(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
      sx={{ width: 160 }}
    />
  </Box>
);
