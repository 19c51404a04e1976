import type { TTestResultCreated } from '@ats/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  useCreateTypingTestResultMutation,
  useSubmitTypingTestResultMutation,
  useTypingTestOpenQuery,
} from '../api';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { InterviewTranslated } from '../components/interview-translated';
import { TestLinkEmailStep, TestLinkNotOpen } from '../components/test-link-steps';
import { TypingAssessmentFlow } from '../components/typing-assessment-flow';

const TITLE = 'Typing Assessment Test';
/** /interviews/typing-assessment-test/:typingTestId — anyone with the link takes the test after an email. */
const TypingAssessmentTest = () => {
  const { typingTestId = '' } = useParams();
  const { data, isLoading, error } = useTypingTestOpenQuery(typingTestId, { skip: !typingTestId });
  const [create] = useCreateTypingTestResultMutation();
  const [submit] = useSubmitTypingTestResultMutation();
  const [attempt, setAttempt] = useState<TTestResultCreated | null>(null);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (isLoading) return <InterviewLoading />;
  if (error || !data)
    return <TestLinkNotOpen linkId={typingTestId} error={error} removed="The test may have been removed." />;
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
        <TestLinkEmailStep
          intro="Enter your email address to take this typing test. Your result is saved with it."
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
