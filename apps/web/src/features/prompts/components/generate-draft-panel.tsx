import type { TGeneratePromptRequest } from '@ats/contract';
import { PROMPT_PATHS } from '@ats/contract';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { apiUrl } from '../../../shared/api-url';
import { StreamRun, useStreamedCall } from '../../../shared/streaming';

/**
 * Drafts a template from a plain description (POST /generate-prompt); the text streams into
 * the editor as it arrives, and the result names the provider that wrote it.
 */
export const GenerateDraftPanel = ({ onDraft }: { onDraft: (text: string) => void }) => {
  const [description, setDescription] = useState('');
  const call = useStreamedCall<TGeneratePromptRequest>(apiUrl(PROMPT_PATHS.generate));
  const hintId = useId();
  const draft = useRef(onDraft);
  draft.current = onDraft;
  const started = useRef(false);
  useEffect(() => {
    if (started.current && call.text) draft.current(call.result ? call.result.text.trim() : call.text);
  }, [call.text, call.result]);
  const run = () => {
    started.current = true;
    void call.start({ definition: description });
  };
  return (
    <Box
      component="section"
      aria-label="Generate a draft"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Generate a draft
      </Typography>
      <TextField
        label="Describe what the prompt should do"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 4000, 'aria-describedby': hintId } }}
      />
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        The draft replaces the template below; save it as a version when it reads right.
      </Typography>
      <StreamRun
        call={call}
        ready={description.trim().length >= 10}
        onRun={run}
        runLabel="Generate draft"
        busyLabel="Generating…"
        outputLabel="Generated draft"
        variant="outlined"
        icon={<AutoAwesome />}
      />
    </Box>
  );
};
