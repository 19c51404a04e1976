import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

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
export const PasswordField = (props: Omit<TextFieldProps, 'type' | 'endAdornment'>) => {
  const [shown, setShown] = useState(false);
  const name = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <Toggle
          type="button"
          aria-label={shown ? `Hide ${name}` : `Show ${name}`}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </Toggle>
      }
    />
  );
};
