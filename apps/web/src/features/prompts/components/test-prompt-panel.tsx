import type { TModelSettings, TTestPromptRequest } from '@ats/contract';
import { PROMPT_PATHS } from '@ats/contract';
import { useEffect } from 'react';
import { apiUrl } from '../../../shared/api-url';
import { useAppDispatch } from '../../../shared/store-hooks';
import { useStreamedCall } from '../../../shared/streaming';
import { FileStreamRun } from '../../../shared/streaming/file-stream-run';
import { PanelSection } from '../../../shared/ui/panel-section';
import { usageChanged } from '../api';

export interface TestPromptInput {
  promptId?: string | undefined;
  versionId?: string | undefined;
  definition: string;
  modelSettings: TModelSettings;
  outputSchema: Record<string, unknown> | null;
}

/** Runs the editor's template on an uploaded resume (POST /test-prompt) and streams the answer. */
export const TestPromptPanel = ({ input }: { input: () => TestPromptInput }) => {
  const call = useStreamedCall<TTestPromptRequest>(apiUrl(PROMPT_PATHS.test));
  const dispatch = useAppDispatch();
  const promptId = input().promptId;
  const finished = call.status === 'done' || call.status === 'error';
  useEffect(() => {
    if (finished && promptId) dispatch(usageChanged(promptId));
  }, [finished, promptId, dispatch]);
  return (
    <PanelSection
      id="test-title"
      title="Test the prompt"
      description={
        <>
          Runs the template in the editor (saved or not) on a resume. The file fills {'{{resume}}'}; text
          inside it is treated as data, never as instructions.
        </>
      }
    >
      <FileStreamRun
        file={{ kind: 'resume', label: 'Resume to test with', helperText: 'PDF or TXT' }}
        call={call}
        onRun={(s3Key) => void call.start({ s3Key, prompt: input() })}
        runLabel="Run test"
        busyLabel="Running…"
        outputLabel="Test output"
        placeholder="Upload a resume and run the test; the answer streams here."
      />
    </PanelSection>
  );
};
