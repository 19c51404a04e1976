import { STAFF_URLS, type TLogin, ZLogin } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { FormTextField } from '../../../shared/form/form-text-field';
import { loggedIn } from '../../../shared/session/auth-slice';
import { useAppDispatch } from '../../../shared/store-hooks';
import { useLoginMutation } from '../api';
import { PasswordField } from '../components/password-field';

/** Sign in; on success the login-only guard sends the user to the remembered page or home. */
const LoginPage = () => {
  const dispatch = useAppDispatch();
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const form = useForm<TLogin>({
    resolver: zodResolver(ZLogin),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
  });
  useEffect(() => {
    document.title = 'Sign in · ATS';
  }, []);

  const submit = form.handleSubmit(async (values) => {
    reset();
    const result = await login(values)
      .unwrap()
      .catch(() => undefined);
    if (result) dispatch(loggedIn(result));
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-title">
        <Typography id="login-title" variant="h1" component="h1" sx={{ mb: 0.5 }}>
          Sign in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Welcome back. Sign in with your work email.
        </Typography>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {errorMessageOf(error)}
            </Alert>
          )}
          <FormTextField name="email" label="Email" type="email" autoComplete="username" autoFocus required />
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to={STAFF_URLS.resetPassword} variant="body2">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? 'Signing in…' : 'Sign in'}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
};
export default LoginPage;
