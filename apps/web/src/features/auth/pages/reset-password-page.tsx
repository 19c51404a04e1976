import type { TResetPassword } from '@ats/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { LOGIN_PATH, RESET_PASSWORD_PATH, SET_NEW_PASSWORD_PATH } from '../../../shared/config/constants';
import { postPublic } from '../../../shared/public-data/post-public';
import { LightErrorAlert } from '../../../shared/ui/light-alert/light-error-alert';
import { LightButton, LightLinkButton } from '../../../shared/ui/light-button/light-button';
import { Notice } from '../components/notice';
import { PasswordField } from '../components/password-field';
import { StrengthMeter } from '../components/strength-meter';
import { TextField } from '../components/text-field';
import { useSignInForm } from '../use-sign-in-form';

type Message = { message: string };

const BackToLogin = () => (
  <Box sx={{ textAlign: 'center', mt: 3 }}>
    <Link component={RouterLink} to={LOGIN_PATH} variant="body2">
      Back to sign in
    </Link>
  </Box>
);

/** Variant 1 (/reset-password): asks for the email; the answer never says whether it exists. */
const RequestReset = () => {
  const [answer, setAnswer] = useState<Message>();
  const form = useSignInForm({
    initial: { email: '' },
    check: (c, v) => c.checkResetRequest(v),
    send: async (v) => setAnswer(await postPublic<Message>('/users/send-password-email', v)),
  });
  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-labelledby="reset-title">
      <Typography id="reset-title" variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Reset password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter your email and we will send you a link to set a new password.
      </Typography>
      <Stack spacing={2}>
        {answer && !form.sending && <Notice severity="success">{answer.message}</Notice>}
        {form.failure !== undefined && <LightErrorAlert>{errorMessageOf(form.failure)}</LightErrorAlert>}
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" autoFocus />
        <LightButton type="submit" look="contained" size="large" disabled={form.sending}>
          {form.sending ? 'Sending…' : answer ? 'Send again' : 'Send link'}
        </LightButton>
      </Stack>
      <BackToLogin />
    </Box>
  );
};

/** Variant 2 (/set-new-password?userId=…&token=…): the link from the email. */
const SetNewPassword = ({ userId, token }: { userId: string; token: string }) => {
  const [done, setDone] = useState<Message>();
  const form = useSignInForm({
    initial: { userId, token, password: '', confirmPassword: '' },
    check: (c, v) => c.checkNewPassword(v),
    send: async (v: TResetPassword) => setDone(await postPublic<Message>('/auth/reset-password', v)),
  });
  const linkProblem = form.errors.userId ?? form.errors.token;
  if (done)
    return (
      <Stack spacing={2}>
        <Typography variant="h1" component="h1">
          Password set
        </Typography>
        <Notice severity="success">{done.message}</Notice>
        <LightLinkButton to={LOGIN_PATH} look="contained" size="large">
          Sign in
        </LightLinkButton>
      </Stack>
    );
  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-labelledby="set-title">
      <Typography id="set-title" variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Set a new password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose a password of at least 8 characters that you do not use elsewhere.
      </Typography>
      <Stack spacing={2}>
        {(form.failure !== undefined || linkProblem) && (
          <LightErrorAlert>
            {linkProblem ? 'This link is not valid. Ask for a new one.' : errorMessageOf(form.failure)}
            {form.failure !== undefined && (
              <>
                {' '}
                <Link component={RouterLink} to={RESET_PASSWORD_PATH}>
                  Ask for a new link
                </Link>
              </>
            )}
          </LightErrorAlert>
        )}
        <PasswordField
          {...form.field('password')}
          label="New password"
          autoComplete="new-password"
          autoFocus
        />
        <StrengthMeter password={form.values.password} />
        <PasswordField
          {...form.field('confirmPassword')}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <LightButton type="submit" look="contained" size="large" disabled={form.sending}>
          {form.sending ? 'Saving…' : 'Set password'}
        </LightButton>
      </Stack>
      <BackToLogin />
    </Box>
  );
};

/** One screen, two variants (SPEC §2): reset (ask for the email) and set new password. */
const ResetPasswordPage = () => {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const variant = pathname.startsWith(SET_NEW_PASSWORD_PATH) ? 'set' : 'reset';
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
        <Notice severity="warning">
          This link is incomplete. Open the link from the email again, or ask for a new one.
        </Notice>
        <LightLinkButton to={RESET_PASSWORD_PATH} look="contained">
          Ask for a new link
        </LightLinkButton>
        <BackToLogin />
      </Stack>
    );
  return <SetNewPassword userId={userId} token={token} />;
};
export default ResetPasswordPage;
