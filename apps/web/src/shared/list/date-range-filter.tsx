import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { DateRangeDefinition } from './list-types';
import type { ListParams } from './use-list-params';

/**
 * The list pattern's date-range filter: "<label> from" / "<label> to" date inputs bound to
 * `<key>From` / `<key>To` in the URL (declare the range in `useListParams({ dateRanges })`;
 * `ListToolbar` renders one per `dateRanges` entry, with a removable chip).
 */
export const DateRangeFilter = ({ params, def }: { params: ListParams; def: DateRangeDefinition }) => {
  const { from, to } = params.dateRanges[def.key] ?? { from: '', to: '' };
  return (
    <Box
      role="group"
      aria-label={`${def.label} date range`}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      <TextField
        type="date"
        size="small"
        label={`${def.label} from`}
        value={from}
        onChange={(e) => params.setDateRange(def.key, { from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        sx={{ width: 160 }}
      />
      <TextField
        type="date"
        size="small"
        label={`${def.label} to`}
        value={to}
        onChange={(e) => params.setDateRange(def.key, { to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        sx={{ width: 160 }}
      />
    </Box>
  );
};
