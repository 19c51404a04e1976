import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessageOf } from '../api-error';
import { notifyAlert } from '../notify/notify';
import { signOutLocally } from '../session/session-api';
import { useAppDispatch, useAppSelector } from '../store-hooks';
import { DateRangeFilter } from './date-range-filter';
import { downloadCsv } from './export-csv';
import type { DateRangeDefinition, FilterDefinition, SortOption } from './list-types';
import type { ListParams } from './use-list-params';

const SEARCH_DEBOUNCE_MS = 300;

const SearchBox = ({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) => {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const t = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, value, onChange]);
  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ width: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

const FilterMenu = ({
  def,
  selected,
  onChange,
}: {
  def: FilterDefinition;
  selected: string[];
  onChange: (v: string[]) => void;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (value: string) => {
    if (def.single) onChange(selected.includes(value) ? [] : [value]);
    else onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  };
  return (
    <>
      <Button
        variant={selected.length ? 'contained' : 'outlined'}
        color={selected.length ? 'primary' : 'inherit'}
        size="small"
        startIcon={<FilterList />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ borderColor: 'divider' }}
      >
        {def.label}
        {selected.length > 0 && ` (${selected.length})`}
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 360 } } }}
      >
        {def.options.length === 0 && <MenuItem disabled>No options</MenuItem>}
        {def.options.map((o) => {
          const on = selected.includes(o.value);
          return (
            <MenuItem
              key={o.value}
              role={def.single ? 'menuitemradio' : 'menuitemcheckbox'}
              aria-checked={on}
              onClick={() => {
                toggle(o.value);
                if (def.single) setAnchor(null);
              }}
            >
              <ListItemIcon>{on && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{o.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};

const SortMenu = ({
  options,
  value,
  onChange,
}: {
  options: SortOption[];
  value: string;
  onChange: (v: string) => void;
}) => (
  <TextField
    select
    label="Sort by"
    value={options.some((o) => o.value === value) ? value : ''}
    onChange={(e) => onChange(e.target.value)}
    sx={{ width: { xs: '100%', sm: 200 } }}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
  >
    {options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ))}
  </TextField>
);

/**
 * THE export control of a list: "Export" downloads the list as it is filtered now (all pages),
 * through fetch with the bearer token. With rows selected it is still one control, whose menu
 * offers "Export selected (n)" (those rows only, `ids`) and "Export all matching" (the filters);
 * the server names the two files differently (`…-selected-<date>.csv`).
 */
export const ExportButton = ({
  path,
  params,
  filename,
  selectedIds = [],
}: {
  path: string;
  params: Record<string, string | number | undefined>;
  filename?: string;
  /** The rows selected in the list, if any. */
  selectedIds?: string[];
}) => {
  const token = useAppSelector((s) => s.auth.token);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const run = async (selected: boolean) => {
    setMenuAnchor(null);
    setBusy(true);
    try {
      const { limit: _limit, ...rest } = params;
      await downloadCsv({
        path,
        params: selected ? { ids: selectedIds.join(',') } : rest,
        token,
        fallbackName: selected && filename ? filename.replace(/\.csv$/, '-selected.csv') : filename,
      });
    } catch (e) {
      const status = (e as { status?: number }).status;
      if (status === 401) dispatch(signOutLocally());
      notifyAlert(e instanceof Error ? e.message : errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const withMenu = selectedIds.length > 0;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Download />}
        endIcon={withMenu ? <ArrowDropDown /> : undefined}
        onClick={(e) => (withMenu ? setMenuAnchor(e.currentTarget) : void run(false))}
        aria-haspopup={withMenu ? 'menu' : undefined}
        aria-expanded={withMenu ? Boolean(menuAnchor) : undefined}
        disabled={busy}
        sx={{ borderColor: 'divider' }}
        color="inherit"
      >
        {busy ? 'Exporting…' : 'Export'}
      </Button>
      {withMenu && (
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={() => void run(true)}>Export selected ({selectedIds.length})</MenuItem>
          <MenuItem onClick={() => void run(false)}>Export all matching</MenuItem>
        </Menu>
      )}
    </>
  );
};

export interface ListToolbarProps {
  params: ListParams;
  searchLabel?: string;
  filters?: FilterDefinition[];
  /** Date ranges (also declared in `useListParams({ dateRanges })`). */
  dateRanges?: DateRangeDefinition[];
  sortOptions?: SortOption[];
  exportPath?: string;
  exportFilename?: string;
  /** Export parameters when they differ from the list's query (e.g. an archived view). */
  exportParams?: Record<string, string | number | undefined>;
  /** The rows selected in the list: the export offers them too. */
  selectedIds?: string[];
  /** Extra controls at the end (e.g. a "Show archived" switch). */
  extra?: ReactNode;
}

/** Search, filter menus with removable chips, sort and export: the same for every list. */
export const ListToolbar = ({
  params,
  searchLabel = 'Search',
  filters = [],
  dateRanges = [],
  sortOptions,
  exportPath,
  exportFilename,
  exportParams,
  selectedIds,
  extra,
}: ListToolbarProps) => {
  const chips = filters.flatMap((f) =>
    (params.filters[f.key] ?? []).map((v) => ({
      f,
      v,
      label: f.options.find((o) => o.value === v)?.label ?? v,
    })),
  );
  const rangeChips = dateRanges.flatMap((d) => {
    const r = params.dateRanges[d.key];
    if (!r || (!r.from && !r.to)) return [];
    const text = r.from && r.to ? `${r.from} – ${r.to}` : r.from ? `from ${r.from}` : `to ${r.to}`;
    return [{ d, label: `${d.label}: ${text}` }];
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchBox value={params.search} onChange={params.setSearch} label={searchLabel} />
        {filters.map((f) => (
          <FilterMenu
            key={f.key}
            def={f}
            selected={params.filters[f.key] ?? []}
            onChange={(v) => params.setFilter(f.key, v)}
          />
        ))}
        {dateRanges.map((d) => (
          <DateRangeFilter key={d.key} params={params} def={d} />
        ))}
        {sortOptions && <SortMenu options={sortOptions} value={params.sort} onChange={params.setSort} />}
        <Box sx={{ flex: 1 }} />
        {extra}
        {exportPath && (
          <ExportButton
            path={exportPath}
            params={exportParams ?? params.queryArg}
            filename={exportFilename}
            selectedIds={selectedIds}
          />
        )}
      </Box>
      {(chips.length > 0 || rangeChips.length > 0 || params.search) && (
        <Box
          role="group"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          aria-label="Active filters"
        >
          {params.search && (
            <Chip size="small" label={`Search: ${params.search}`} onDelete={() => params.setSearch('')} />
          )}
          {chips.map(({ f, v, label }) => (
            <Chip
              key={`${f.key}-${v}`}
              size="small"
              label={`${f.label}: ${label}`}
              onDelete={() =>
                params.setFilter(
                  f.key,
                  (params.filters[f.key] ?? []).filter((x) => x !== v),
                )
              }
            />
          ))}
          {rangeChips.map(({ d, label }) => (
            <Chip
              key={`range-${d.key}`}
              size="small"
              label={label}
              onDelete={() => params.setDateRange(d.key, { from: '', to: '' })}
            />
          ))}
          <IconButton size="small" aria-label="Clear all filters" onClick={params.clearAll}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
};
