import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';

/** MUI's small edge="end" IconButton, without ButtonBase. */
const Toggle = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 5,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: theme.palette.action.active,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
}));

/** A password input with a show/hide toggle. */
export const PasswordField = ({
  name,
  label,
  autoComplete,
  autoFocus,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The field's error message. */
  error?: string;
}) => {
  const [shown, setShown] = useState(false);
  return (
    <LightTextField
      fullWidth
      required
      name={name}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      inputProps={{ autoFocus }}
      endAdornment={
        <Toggle
          type="button"
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </Toggle>
      }
    />
  );
};
