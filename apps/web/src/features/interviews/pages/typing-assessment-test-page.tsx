import type { TTestResultCreated } from '@ats/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../shared/api-error';
import {
  useCreateTypingTestResultMutation,
  useSubmitTypingTestResultMutation,
  useTypingTestOpenQuery,
} from '../api';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { InterviewTranslated } from '../components/interview-translated';
import { TypingAssessmentFlow } from '../components/typing-assessment-flow';

const TITLE = 'Typing Assessment Test';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email step: who is taking the test (a recruiter piloting it, or anyone given the link). */
const EmailStep = ({ onContinue }: { onContinue: (email: string) => Promise<void> }) => {
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
      <Typography>
        Enter your email address to take this typing test. Your result is saved with it.
      </Typography>
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

/** /interviews/typing-assessment-test/:typingTestId — anyone with the link takes the test after an email. */
const TypingAssessmentTest = () => {
  const { typingTestId = '' } = useParams();
  const { data, isLoading, error } = useTypingTestOpenQuery(typingTestId, { skip: !typingTestId });
  const [create] = useCreateTypingTestResultMutation();
  const [submit] = useSubmitTypingTestResultMutation();
  const [attempt, setAttempt] = useState<TTestResultCreated | null>(null);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (isLoading) return <InterviewLoading />;
  if (error || !data) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || !typingTestId)
      return (
        <InterviewClosed
          title="This test link is not valid"
          message="The test may have been removed. Ask the person who shared the link for a new one."
        />
      );
    return <InterviewClosed title="The test could not be loaded" message={errorMessageOf(error)} />;
  }
  if (closedMessage) return <InterviewClosed title="This test is closed" message={closedMessage} />;

  return (
    <InterviewShell title={TITLE} overline={data.referenceName}>
      {attempt ? (
        <TypingAssessmentFlow
          content={attempt.content}
          onStart={() => Promise.resolve()}
          onSubmit={(log) => submit({ token: attempt.token, log }).unwrap()}
          onClosed={setClosedMessage}
        />
      ) : (
        <EmailStep
          onContinue={async (email) => {
            setAttempt(await create({ referenceId: typingTestId, email }).unwrap());
          }}
        />
      )}
    </InterviewShell>
  );
};

// The test's screens are the candidate's (in the browser's language); this page's own words stay English.
const TypingAssessmentTestPage = () => (
  <InterviewTranslated switcher={false}>
    <TypingAssessmentTest />
  </InterviewTranslated>
);
export default TypingAssessmentTestPage;
