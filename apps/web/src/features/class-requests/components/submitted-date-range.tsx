import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import type { ListParams } from '../../../shared/list';

/** "Submitted from / to" filter, kept in the URL with the list's other filters. */
export const SubmittedDateRange = ({ params }: { params: ListParams }) => {
  const navigate = useNavigate();
  const from = params.filters.submittedFrom?.[0] ?? '';
  const to = params.filters.submittedTo?.[0] ?? '';
  // Built from the address bar itself, so two quick changes never start from a stale copy.
  const set = (key: 'submittedFrom' | 'submittedTo', value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    navigate({ search: next.toString() }, { replace: true });
  };
  return (
    <Box
      sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}
      role="group"
      aria-label="Submitted between"
    >
      <TextField
        type="date"
        size="small"
        label="Submitted from"
        value={from}
        onChange={(e) => set('submittedFrom', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        sx={{ flex: 1, minWidth: 150 }}
      />
      <TextField
        type="date"
        size="small"
        label="Submitted to"
        value={to}
        onChange={(e) => set('submittedTo', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        sx={{ flex: 1, minWidth: 150 }}
      />
    </Box>
  );
};
