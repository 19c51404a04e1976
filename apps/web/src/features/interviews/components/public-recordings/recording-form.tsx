import type { TPublicRecordingCreate } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightCheckbox } from '../../../../shared/ui/light-choice/light-choice';
import { LightTextField } from '../../../../shared/ui/light-text-field/light-text-field';

// The contract's schema (and zod) load when the form is first sent, not with the page.
const loadCheck = () => import('./recording-check');

interface Props {
  busy: boolean;
  error: string | null;
  onSubmit: (body: TPublicRecordingCreate) => void;
}

/** Who records, and their consent; nothing is recorded before both are given. */
export const RecordingForm = ({ busy, error, onSubmit }: Props) => {
  const { t } = useTranslation('recordings');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** A field's error goes as soon as it is edited. */
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = (await loadCheck()).checkRecording({ name, email, consent }, t);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.data);
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 480 }}>
      <LightTextField
        label={t('form.name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          clear('name');
        }}
        required
        autoComplete="name"
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <LightTextField
        label={t('form.email')}
        type="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
        required
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={errors.email ?? t('form.emailHelp')}
      />
      <div>
        <LightCheckbox
          checked={consent}
          onChange={(e) => {
            setConsent(e.target.checked);
            clear('consent');
          }}
          aria-describedby="consent-help"
          label={t('form.consent')}
        />
        <Typography
          id="consent-help"
          variant="caption"
          component="p"
          color={errors.consent ? 'error' : 'text.secondary'}
          sx={{ mt: '3px' }}
        >
          {errors.consent ?? t('form.consentHelp')}
        </Typography>
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('form.submit')}
        </Button>
      </div>
    </Stack>
  );
};
