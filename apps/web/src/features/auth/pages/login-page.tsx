import type { TLogin, TLoginResult } from '@ats/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { RESET_PASSWORD_PATH } from '../../../shared/config/constants';
import { postPublic } from '../../../shared/public-data/post-public';
import { useSignInHandoff } from '../../../shared/session/sign-in-handoff';
import { LightErrorAlert } from '../../../shared/ui/light-alert/light-error-alert';
import { LightButton } from '../../../shared/ui/light-button/light-button';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { useSignInForm } from '../use-sign-in-form';

/**
 * Sign in; the login-only guard hands the session on (to the staff app's store, or stored for it
 * when the public entry serves this page) and leads to the remembered page or home. No store, no
 * zod until sent: a phone's first visit of /login downloads only the form (issue 30).
 */
const LoginPage = () => {
  const signedIn = useSignInHandoff();
  const form = useSignInForm({
    initial: { email: '', password: '' },
    check: (c, v) => c.checkLogin(v),
    send: async (values: TLogin) => signedIn(await postPublic<TLoginResult>('/auth/login', values)),
  });
  useEffect(() => {
    document.title = 'Sign in · ATS';
  }, []);

  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-labelledby="login-title">
      <Typography id="login-title" variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Sign in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back. Sign in with your work email.
      </Typography>
      <Stack spacing={2}>
        {form.failure !== undefined && <LightErrorAlert>{errorMessageOf(form.failure)}</LightErrorAlert>}
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="username" autoFocus />
        <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
        <Box sx={{ textAlign: 'right' }}>
          <Link component={RouterLink} to={RESET_PASSWORD_PATH} variant="body2">
            Forgot password?
          </Link>
        </Box>
        <LightButton type="submit" look="contained" size="large" disabled={form.sending}>
          {form.sending ? 'Signing in…' : 'Sign in'}
        </LightButton>
      </Stack>
    </Box>
  );
};
export default LoginPage;
