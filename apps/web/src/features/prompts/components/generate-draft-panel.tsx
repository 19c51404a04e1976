import type { TGeneratePromptRequest } from '@ats/contract';
import { PROMPT_PATHS } from '@ats/contract';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { apiUrl } from '../../../shared/api-url';
import { StreamOutput, useStreamedCall } from '../../../shared/streaming';

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
  const busy = call.status === 'streaming' || call.status === 'retrying';
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
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button
          type="button"
          variant="outlined"
          startIcon={<AutoAwesome />}
          disabled={busy || description.trim().length < 10}
          onClick={run}
        >
          {busy ? 'Generating…' : 'Generate draft'}
        </Button>
        {busy && (
          <Button type="button" onClick={call.cancel}>
            Stop
          </Button>
        )}
      </Box>
      {call.status !== 'idle' && (
        <Box sx={{ mt: 1 }}>
          <StreamOutput state={call} label="Generated draft" onRetry={run} />
        </Box>
      )}
    </Box>
  );
};
