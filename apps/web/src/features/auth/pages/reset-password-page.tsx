import { STAFF_URLS, type TResetPassword, ZResetPassword, ZSendPasswordEmail } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from '../api';
import { PasswordField } from '../components/password-field';
import { StrengthMeter } from '../components/strength-meter';

const BackToLogin = () => (
  <Box sx={{ textAlign: 'center', mt: 3 }}>
    <Link component={RouterLink} to={STAFF_URLS.login} variant="body2">
      Back to sign in
    </Link>
  </Box>
);

/** Variant 1 (/reset-password): asks for the email; the answer never says whether it exists. */
const RequestReset = () => {
  const [send, { isLoading, error, data }] = useRequestPasswordResetMutation();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(ZSendPasswordEmail),
    defaultValues: { email: '' },
    mode: 'onSubmit',
  });
  const submit = form.handleSubmit(async (v) => {
    await send(v)
      .unwrap()
      .catch(() => undefined);
  });
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="reset-title">
        <Typography id="reset-title" variant="h1" component="h1" sx={{ mb: 0.5 }}>
          Reset password
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Enter your email and we will send you a link to set a new password.
        </Typography>
        <Stack spacing={2}>
          {data && (
            <Alert severity="success" role="status">
              {data.message}
            </Alert>
          )}
          {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
          <FormTextField name="email" label="Email" type="email" autoComplete="email" autoFocus required />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? 'Sending…' : data ? 'Send again' : 'Send link'}
          </Button>
        </Stack>
        <BackToLogin />
      </Box>
    </FormProvider>
  );
};

/** Variant 2 (/set-new-password?userId=…&token=…): the link from the email. */
const SetNewPassword = ({ userId, token }: { userId: string; token: string }) => {
  const [reset, { isLoading, error, data }] = useResetPasswordMutation();
  const form = useForm<TResetPassword>({
    resolver: zodResolver(ZResetPassword),
    defaultValues: { userId, token, password: '', confirmPassword: '' },
    mode: 'onSubmit',
  });
  const password = form.watch('password');
  const linkProblem = form.formState.errors.userId ?? form.formState.errors.token;
  const submit = form.handleSubmit(async (v) => {
    await reset(v)
      .unwrap()
      .catch(() => undefined);
  });
  if (data)
    return (
      <Stack spacing={2}>
        <Typography variant="h1" component="h1">
          Password set
        </Typography>
        <Alert severity="success" role="status">
          {data.message}
        </Alert>
        <Button component={RouterLink} to={STAFF_URLS.login} variant="contained" size="large">
          Sign in
        </Button>
      </Stack>
    );
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="set-title">
        <Typography id="set-title" variant="h1" component="h1" sx={{ mb: 0.5 }}>
          Set a new password
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Choose a password of at least 8 characters that you do not use elsewhere.
        </Typography>
        <Stack spacing={2}>
          {(error || linkProblem) && (
            <Alert severity="error">
              {linkProblem ? 'This link is not valid. Ask for a new one.' : errorMessageOf(error)}
              {error && (
                <>
                  {' '}
                  <Link component={RouterLink} to={STAFF_URLS.resetPassword}>
                    Ask for a new link
                  </Link>
                </>
              )}
            </Alert>
          )}
          <PasswordField name="password" label="New password" autoComplete="new-password" autoFocus />
          <StrengthMeter password={password} />
          <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Set password'}
          </Button>
        </Stack>
        <BackToLogin />
      </Box>
    </FormProvider>
  );
};

/** One screen, two variants (SPEC §2): reset (ask for the email) and set new password. */
const ResetPasswordPage = () => {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const variant = pathname.startsWith(STAFF_URLS.setNewPassword) ? 'set' : 'reset';
  useEffect(() => {
    document.title = `${variant === 'set' ? 'Set a new password' : 'Reset password'} · ATS`;
  }, [variant]);
  if (variant === 'reset') return <RequestReset />;
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  if (!userId || !token)
    return (
      <Stack spacing={2}>
        <Typography variant="h1" component="h1">
          Set a new password
        </Typography>
        <Alert severity="warning">
          This link is incomplete. Open the link from the email again, or ask for a new one.
        </Alert>
        <Button component={RouterLink} to={STAFF_URLS.resetPassword} variant="contained">
          Ask for a new link
        </Button>
        <BackToLogin />
      </Stack>
    );
  return <SetNewPassword userId={userId} token={token} />;
};
export default ResetPasswordPage;
