import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ListParams } from '../../../shared/list';

/** The start-date range filter, kept in the URL with the other filters. */
export const StartDateRange = ({ params }: { params: ListParams }) => {
  const from = params.filters.startDateFrom?.[0] ?? '';
  const to = params.filters.startDateTo?.[0] ?? '';
  return (
    <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
      <TextField
        type="date"
        size="small"
        label="Start from"
        value={from}
        onChange={(e) => params.setFilter('startDateFrom', e.target.value ? [e.target.value] : [])}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        sx={{ flex: 1, minWidth: 150 }}
      />
      <TextField
        type="date"
        size="small"
        label="Start to"
        value={to}
        onChange={(e) => params.setFilter('startDateTo', e.target.value ? [e.target.value] : [])}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        sx={{ flex: 1, minWidth: 150 }}
      />
    </Box>
  );
};
