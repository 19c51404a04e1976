import { EMAIL_LANGUAGES, optionsOf, type TEmailLanguage, type TEmailTemplatePurpose } from '@ats/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { usePickEmailTemplatesQuery } from './api';

/**
 * Language and template of one purpose; preselects the first template of the language.
 * `value` is the template id ('' until templates load or when none exists).
 */
export const TemplatePicker = ({
  purpose,
  value,
  onChange,
  label = 'Email template',
}: {
  purpose?: TEmailTemplatePurpose;
  value: string;
  onChange: (id: string) => void;
  label?: string;
}) => {
  const [language, setLanguage] = useState<TEmailLanguage>('en');
  const { data = [], isLoading } = usePickEmailTemplatesQuery({});
  const options = useMemo(
    () => data.filter((t) => t.language === language && (!purpose || t.purpose === purpose)),
    [data, language, purpose],
  );
  useEffect(() => {
    if (!options.some((o) => o.id === value)) onChange(options[0]?.id ?? '');
  }, [options, value, onChange]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        label="Language"
        value={language}
        onChange={(e) => setLanguage(e.target.value as TEmailLanguage)}
        sx={{ minWidth: 130 }}
      >
        {optionsOf(EMAIL_LANGUAGES).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        label={label}
        value={options.some((o) => o.id === value) ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        disabled={isLoading || options.length === 0}
        helperText={
          !isLoading && options.length === 0 ? 'No template for this purpose and language' : undefined
        }
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
