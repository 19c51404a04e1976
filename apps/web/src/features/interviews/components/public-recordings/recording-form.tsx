import { type TPublicRecordingCreate, ZPublicRecordingCreate } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

interface Props {
  busy: boolean;
  error: string | null;
  onSubmit: (body: TPublicRecordingCreate) => void;
}

/** Who records, and their consent; nothing is recorded before both are given. */
export const RecordingForm = ({ busy, error, onSubmit }: Props) => {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** A field's error goes as soon as it is edited. */
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZPublicRecordingCreate.safeParse({ name, email, consent: consent || undefined });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      if (out.consent) out.consent = 'Agree to the recording being kept and shared by its link';
      if (out.email) out.email = 'Enter a valid email address';
      setErrors(out);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
      <TextField
        label="Your name"
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
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
        required
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={errors.email ?? 'Only people you give the link to, and our staff, see the recording.'}
      />
      <div>
        <FormControlLabel
          control={
            <Checkbox
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                clear('consent');
              }}
              slotProps={{ input: { 'aria-describedby': 'consent-help' } }}
            />
          }
          label="I agree that this recording is kept and can be watched by anyone I give its private link to"
        />
        <FormHelperText id="consent-help" error={Boolean(errors.consent)}>
          {errors.consent ?? 'It is deleted automatically after the retention period.'}
        </FormHelperText>
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Continue to the camera
        </Button>
      </div>
    </Stack>
  );
};
