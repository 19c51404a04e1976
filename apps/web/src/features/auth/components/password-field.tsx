import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { FormTextField } from '../../../shared/form/form-text-field';

/** A password input with a show/hide toggle. */
export const PasswordField = ({
  name,
  label,
  autoComplete,
  autoFocus,
}: {
  name: string;
  label: string;
  autoComplete: string;
  autoFocus?: boolean;
}) => {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      name={name}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                onClick={() => setShown((s) => !s)}
                edge="end"
                size="small"
              >
                {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
