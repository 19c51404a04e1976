import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateRangeFilter, type ListParams } from '../../../shared/list';
import type { PickerOption } from '../api';

export const PERIOD = { key: 'period', label: 'Period' };

/** Line of business, requisition and period, all kept in the URL (the list pattern's params). */
export const DashboardFilters = ({
  params,
  lobs,
  requisitions,
}: {
  params: ListParams;
  lobs: PickerOption[] | undefined;
  requisitions: PickerOption[] | undefined;
}) => {
  const lobId = params.filters.lobId?.[0] ?? '';
  const requisitionId = params.filters.requisitionId?.[0] ?? '';
  const select = (label: string, key: string, value: string, options: PickerOption[], all: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.id === value) ? value : ''}
      onChange={(e) => {
        params.setFilter(key, e.target.value ? [e.target.value] : []);
        if (key === 'lobId') params.setFilter('requisitionId', []);
      }}
      sx={{ minWidth: 200, maxWidth: { xs: '100%', sm: 320 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      role="search"
      aria-label="Dashboard filters"
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}
    >
      {lobs && select('Line of business', 'lobId', lobId, lobs, 'All lines of business')}
      {requisitions &&
        select('Requisition', 'requisitionId', requisitionId, requisitions, 'All requisitions')}
      <DateRangeFilter params={params} def={PERIOD} />
      {params.activeCount > 0 && (
        <Button size="small" onClick={params.clearAll}>
          Clear filters
        </Button>
      )}
    </Box>
  );
};
