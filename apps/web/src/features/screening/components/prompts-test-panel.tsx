import type {
  RESUME_PARSING_PATHS,
  TCriterionVerdict,
  TTypingTestTestRequest,
  TUploadKind,
  TVideoQuestionTestRequest,
} from '@ats/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { apiUrl } from '../../../shared/api-url';
import { useStreamedCall } from '../../../shared/streaming';
import { FileStreamRun } from '../../../shared/streaming/file-stream-run';
import { PanelSection } from '../../../shared/ui/panel-section';
import { PromptPicker } from './prompt-picker';
import { CriteriaList } from './resume-profile-test-panel';

/**
 * Tries prompt-library prompts on an uploaded file from a builder page, streamed:
 * `typing-tests/test` reads a document, `video-questions/test` transcribes a recorded answer.
 */
export const PromptsTestPanel = ({
  path,
  kind,
  fileLabel,
  helperText,
}: {
  path: (typeof RESUME_PARSING_PATHS)['typingTestTest' | 'videoQuestionTest'];
  kind: TUploadKind;
  fileLabel: string;
  helperText: string;
}) => {
  const titleId = useId();
  const [prompts, setPrompts] = useState<string[]>([]);
  const call = useStreamedCall<TTypingTestTestRequest | TVideoQuestionTestRequest>(apiUrl(path));
  const run = (s3Key: string) => {
    if (prompts.length) void call.start({ s3Key, prompts });
  };
  const out = call.result?.output as { criteria?: TCriterionVerdict[]; notes?: string[] } | null;
  return (
    <PanelSection
      id={titleId}
      title="Test with AI prompts"
      description="Runs prompt-library prompts (their current versions) on a file; each answers met or not met with the text it relied on."
    >
      <Box sx={{ mb: 1.5 }}>
        <PromptPicker
          value={prompts}
          onChange={setPrompts}
          label="Prompts to try"
          helperText="Each runs its current version"
        />
      </Box>
      <FileStreamRun
        file={{ kind, label: fileLabel, helperText }}
        call={call}
        ready={prompts.length > 0}
        onRun={run}
        outputLabel="Prompt test output"
        placeholder="The result streams here."
      />
      {out?.notes?.map((n) => (
        <Typography key={n} variant="body2" sx={{ mt: 1 }}>
          {n}
        </Typography>
      ))}
      {out?.criteria && out.criteria.length > 0 && (
        <Box component="section" aria-label="Verdict" sx={{ mt: 1.5 }}>
          <CriteriaList criteria={out.criteria} />
        </Box>
      )}
    </PanelSection>
  );
};
