import {
  COUNTRIES,
  PERSONAL_INFO_MAX_LENGTH,
  PHONE_EXAMPLES,
  personalFieldProblem,
  type TApplicationPersonalInfo,
  type TCountry,
} from '@ats/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';

export type PersonalInfo = Required<TApplicationPersonalInfo>;

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address'] as const;
const TYPES: Record<(typeof FIELDS)[number], { type: string; autoComplete: string; required: boolean }> = {
  firstName: { type: 'text', autoComplete: 'given-name', required: true },
  lastName: { type: 'text', autoComplete: 'family-name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  phone: { type: 'tel', autoComplete: 'tel', required: true },
  address: { type: 'text', autoComplete: 'street-address', required: false },
};

/** Checks the browser can make before sending: empty and too long (the server checks the rest). */
export const missingFields = (v: PersonalInfo) =>
  Object.fromEntries(
    FIELDS.filter(
      (f) => (TYPES[f].required && !v[f].trim()) || v[f].trim().length > PERSONAL_INFO_MAX_LENGTH[f],
    ).map((f) => [f, personalFieldProblem(f, v[f])]),
  ) as Record<string, string>;

/**
 * Name, email, phone, address and country, with errors in place (described by the field).
 * `unsure` fields (read from a resume with low confidence) are marked "Please check".
 */
export const PersonalInfoFields = ({
  value,
  onChange,
  errors,
  unsure = [],
}: {
  value: PersonalInfo;
  onChange: (v: PersonalInfo) => void;
  errors: Record<string, string>;
  unsure?: readonly string[];
}) => {
  const { t } = useTranslation();
  const errorText = (f: (typeof FIELDS)[number]) => {
    // Whatever the server said (in English), the field says what is wrong in the page's language.
    if (!errors[f] && !errors[`personalInfo.${f}`]) return undefined;
    const problem = personalFieldProblem(f, value[f]);
    return problem === 'tooLong'
      ? t('form.tooLong', { max: PERSONAL_INFO_MAX_LENGTH[f], length: value[f].trim().length })
      : t(`form.${problem}`);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {FIELDS.map((f) => (
        <LightTextField
          key={f}
          name={f}
          label={t(`personal.${f}`)}
          type={TYPES[f].type}
          autoComplete={TYPES[f].autoComplete}
          required={TYPES[f].required}
          value={value[f]}
          onChange={(e) => onChange({ ...value, [f]: e.target.value })}
          error={Boolean(errorText(f))}
          warning={unsure.includes(f)}
          helperText={
            errorText(f) ??
            (unsure.includes(f) ? t('resume.pleaseCheck') : undefined) ??
            (f === 'phone'
              ? t('personal.phoneHint', { example: PHONE_EXAMPLES[value.country] ?? '' })
              : undefined)
          }
          sx={f === 'address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          fullWidth
        />
      ))}
      <LightTextField
        name="country"
        label={t('personal.country')}
        value={value.country}
        onChange={(e) => onChange({ ...value, country: e.target.value as TCountry })}
        required
        fullWidth
        options={(Object.keys(COUNTRIES) as TCountry[]).map((c) => (
          <option key={c} value={c}>
            {t(`countries.${c}`)}
          </option>
        ))}
      />
    </Box>
  );
};
