import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../shared/api-error';
import { InterviewClosed } from './interview-closed';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a test link (/interviews/…-test/:id: a recruiter piloting the content, or anyone given
 * the link) shows when its content cannot be opened: an invalid or removed link, or why not.
 */
export const TestLinkNotOpen = ({
  linkId,
  error,
  removed,
}: {
  linkId: string;
  error: unknown;
  /** Why a valid-looking link may fail, e.g. 'The test may have been removed.' */
  removed: string;
}) => {
  const status = statusOf(error);
  if (status === 400 || status === 404 || !linkId)
    return (
      <InterviewClosed
        title="This test link is not valid"
        message={`${removed} Ask the person who shared the link for a new one.`}
      />
    );
  return <InterviewClosed title="The test could not be loaded" message={errorMessageOf(error)} />;
};

/** A test link's first step: who is taking the test; the result is saved with this email. */
export const TestLinkEmailStep = ({
  intro,
  onContinue,
}: {
  intro: string;
  /** Starts the attempt; an API refusal shows at the field. */
  onContinue: (email: string) => Promise<void>;
}) => {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) return setError('Enter a valid email address');
    setBusy(true);
    setError(null);
    try {
      await onContinue(value);
    } catch (err) {
      setError(fieldErrorsOf(err).email ?? errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 440 }}>
      <Typography>{intro}</Typography>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!error}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'One moment…' : 'Continue'}
      </Button>
    </Stack>
  );
};
