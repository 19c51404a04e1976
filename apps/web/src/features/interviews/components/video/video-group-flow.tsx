import type { TCandidateVideoInterview } from '@ats/contract';
import { useStartInterviewMutation } from '../../api';
import { useSaveVideoChecksMutation } from '../../video-api';
import { measureUploadKbps } from './upload-answer';
import { VideoInterviewFlow } from './video-interview-flow';

/**
 * A sent video group's recorder wired to its calls (start a question, save the comfort-zone
 * checks, measure the upload): the same for the video interview page and the application flow's
 * video step. `onFinished`: every question is answered or closed (the caller reloads the group).
 */
export const VideoGroupFlow = ({
  interview,
  onFinished,
}: {
  interview: TCandidateVideoInterview;
  onFinished: () => void;
}) => {
  const [start] = useStartInterviewMutation();
  const [saveChecks] = useSaveVideoChecksMutation();
  return (
    <VideoInterviewFlow
      interview={interview}
      onStartQuestion={async (t) => {
        await start(t).unwrap();
      }}
      onSaveChecks={async (t, checks) => {
        await saveChecks({ token: t, checks }).unwrap();
      }}
      measureKbps={measureUploadKbps}
      onFinished={onFinished}
    />
  );
};
