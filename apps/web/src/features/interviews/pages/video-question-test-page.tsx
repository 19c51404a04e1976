import type { TCandidateVideoInterview, TVideoQuestionTestCreated } from '@ats/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { TestLinkEmailStep, TestLinkNotOpen } from '../components/test-link-steps';
import { measureUploadKbps } from '../components/video/upload-answer';
import { VideoInterviewFlow } from '../components/video/video-interview-flow';
import {
  useCreateVideoQuestionTestMutation,
  useVideoQuestionTestOpenQuery,
} from '../video-question-test-api';

const TITLE = 'Video Interview Test';

/** The test as a one-question video interview, so the candidates' recorder runs it unchanged. */
const asInterview = (t: TVideoQuestionTestCreated): TCandidateVideoInterview => ({
  firstName: '',
  closedReason: null,
  expiresAt: t.expiresAt,
  checksDone: false,
  questions: [
    {
      ...t.question,
      index: 0,
      token: t.token,
      status: 'new',
      phase: 'started',
      answerStatus: 'pending',
      receivedChunks: [],
    },
  ],
});

/**
 * /interviews/video-question-test/:videoQuestionId — anyone with the link (a recruiter piloting
 * the question) records an answer after giving an email; it lands in the video question test results.
 */
const VideoQuestionTestPage = () => {
  const { videoQuestionId = '' } = useParams();
  const { data, isLoading, error } = useVideoQuestionTestOpenQuery(videoQuestionId, {
    skip: !videoQuestionId,
  });
  const [create] = useCreateVideoQuestionTestMutation();
  const [attempt, setAttempt] = useState<TVideoQuestionTestCreated | null>(null);
  const [done, setDone] = useState(false);

  if (isLoading) return <InterviewLoading />;
  if (error || !data)
    return (
      <TestLinkNotOpen linkId={videoQuestionId} error={error} removed="The question may have been removed." />
    );
  if (done)
    return (
      <InterviewClosed
        title="Thank you!"
        message="Your answer has been received. It is in the video question test results."
      />
    );

  return (
    <InterviewShell title={TITLE} overline={data.referenceName}>
      {attempt ? (
        <VideoInterviewFlow
          interview={asInterview(attempt)}
          onStartQuestion={async () => undefined}
          onSaveChecks={async () => undefined}
          measureKbps={measureUploadKbps}
          onFinished={() => setDone(true)}
        />
      ) : (
        <TestLinkEmailStep
          intro="Enter your email address to try this video question. You answer on camera, as candidates do; your answer is saved with your email."
          onContinue={async (email) => {
            setAttempt(await create({ referenceId: videoQuestionId, email }).unwrap());
          }}
        />
      )}
    </InterviewShell>
  );
};

export default VideoQuestionTestPage;
