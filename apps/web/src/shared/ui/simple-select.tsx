import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

/** A select of fixed options kept in a component's own state (not a react-hook-form field). */
export const SimpleSelect = <T extends string>({
  label,
  value,
  onChange,
  options,
  size,
  sx,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  size?: 'small';
  sx?: SxProps<Theme>;
}) => (
  <TextField
    select
    size={size}
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value as T)}
    sx={sx}
  >
    {options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </TextField>
);
