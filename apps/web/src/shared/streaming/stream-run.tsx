import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { StreamOutput } from './stream-output';
import type { StreamedCallState } from './use-streamed-call';

/** True while a streamed call is answering (first attempt or a retry). */
const isStreaming = (state: StreamedCallState) => state.status === 'streaming' || state.status === 'retrying';

/**
 * A run button, a Stop button while it answers, and the streamed output: what every "Test" panel
 * (prompt library, resume profiles, typing tests, video questions) and the prompt's "Generate a
 * draft" show under their inputs. Without a placeholder the output appears once a run starts.
 */
export const StreamRun = ({
  call,
  ready,
  onRun,
  runLabel = 'Test',
  busyLabel = 'Testing…',
  outputLabel,
  placeholder,
  variant = 'contained',
  icon = <PlayArrow />,
}: {
  call: StreamedCallState & { cancel: () => void };
  /** The inputs are complete: the run button is enabled. */
  ready: boolean;
  onRun: () => void;
  runLabel?: string;
  busyLabel?: string;
  outputLabel: string;
  placeholder?: string;
  variant?: 'contained' | 'outlined';
  icon?: ReactNode;
}) => {
  const busy = isStreaming(call);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, my: 1.5, flexWrap: 'wrap' }}>
        <Button type="button" variant={variant} startIcon={icon} disabled={!ready || busy} onClick={onRun}>
          {busy ? busyLabel : runLabel}
        </Button>
        {busy && (
          <Button type="button" onClick={call.cancel}>
            Stop
          </Button>
        )}
      </Box>
      {(placeholder !== undefined || call.status !== 'idle') && (
        <StreamOutput state={call} label={outputLabel} onRetry={onRun} placeholder={placeholder} />
      )}
    </>
  );
};
