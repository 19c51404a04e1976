import { EMAIL_LANGUAGES, optionsOf, type TEmailTemplatePurpose, type TMailLanguage } from '@ats/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { usePickEmailTemplatesQuery } from './api';

/** '' = each applicant's own language (the one they applied in). */
export type TemplateLanguageChoice = TMailLanguage | '';

/** The send body's part for the language choice (nothing for each applicant's own). */
export const templateLanguageBody = (v: TemplateLanguageChoice) => (v ? { language: v } : {});

/**
 * Language and template of one purpose; preselects the first template of the language.
 * `value` is the template id ('' until templates load or when none exists). By default the email
 * goes in each applicant's language: the server sends the chosen template's counterpart (same
 * purpose) in it, so the list then shows the English templates. `onLanguageChange` hears a
 * language staff chose for this send.
 */
export const TemplatePicker = ({
  purpose,
  value,
  onChange,
  onLanguageChange,
  label = 'Email template',
}: {
  purpose?: TEmailTemplatePurpose;
  value: string;
  onChange: (id: string) => void;
  onLanguageChange?: (v: TemplateLanguageChoice) => void;
  label?: string;
}) => {
  const [language, setLanguage] = useState<TemplateLanguageChoice>('');
  const { data = [], isLoading } = usePickEmailTemplatesQuery({});
  const options = useMemo(
    () => data.filter((t) => t.language === (language || 'en') && (!purpose || t.purpose === purpose)),
    [data, language, purpose],
  );
  useEffect(() => {
    if (!options.some((o) => o.id === value)) onChange(options[0]?.id ?? '');
  }, [options, value, onChange]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        label="Email language"
        value={language}
        onChange={(e) => {
          const v = e.target.value as TemplateLanguageChoice;
          setLanguage(v);
          onLanguageChange?.(v);
        }}
        helperText={language ? undefined : 'The one each applicant applied in'}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">Each applicant's language</MenuItem>
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
