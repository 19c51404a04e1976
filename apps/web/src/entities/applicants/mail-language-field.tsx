import type { TMailLanguage } from '@ats/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** '' = each applicant's own language (the one they applied in). */
export type MailLanguageChoice = TMailLanguage | '';

/** The language of the candidate email for this send; by default each applicant's. */
export const MailLanguageField = ({
  value,
  onChange,
}: {
  value: MailLanguageChoice;
  onChange: (v: MailLanguageChoice) => void;
}) => (
  <TextField
    select
    label="Email language"
    value={value}
    onChange={(e) => onChange(e.target.value as MailLanguageChoice)}
    helperText="By default each applicant gets the email in the language they applied in"
    // The default ('') is shown as a choice, not as an empty field.
    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    sx={{ maxWidth: 360 }}
  >
    <MenuItem value="">Each applicant's language</MenuItem>
    <MenuItem value="en">English</MenuItem>
    <MenuItem value="es">Español</MenuItem>
  </TextField>
);

/** The send body's part for the choice (nothing for the default). */
export const mailLanguageBody = (v: MailLanguageChoice) => (v ? { language: v } : {});
