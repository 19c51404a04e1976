import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { StreamedCallState } from './use-streamed-call';

const usd = (n: number) => (n === 0 ? '$0' : n < 0.01 ? `$${n.toFixed(5)}` : `$${n.toFixed(3)}`);

/**
 * What a streamed call shows: the text as it arrives (announced politely), who answered
 * (provider and model), tokens, latency and cost, and a clear error with Try again.
 */
export const StreamOutput = ({
  state,
  label,
  onRetry,
  placeholder,
}: {
  state: StreamedCallState;
  label: string;
  onRetry?: () => void;
  placeholder?: string;
}) => {
  const busy = state.status === 'streaming' || state.status === 'retrying';
  const r = state.result;
  return (
    <Box>
      {busy && <LinearProgress aria-label={`${label}: answering`} sx={{ mb: 1 }} />}
      {state.status === 'retrying' && (
        <Typography variant="body2" color="text.secondary" role="status">
          Connection dropped; retrying (attempt {state.attempt})…
        </Typography>
      )}
      <Box
        component="pre"
        role="log"
        aria-label={label}
        // It scrolls when the answer is long: reachable by keyboard.
        tabIndex={0}
        aria-live="polite"
        aria-busy={busy}
        sx={{
          m: 0,
          p: 1.5,
          minHeight: 96,
          maxHeight: 420,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {state.text || (
          <Typography component="span" variant="body2" color="text.secondary">
            {placeholder ?? 'The answer appears here as it is written.'}
          </Typography>
        )}
      </Box>
      {r && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} aria-label={`${label}: details`}>
          <Chip
            size="small"
            color={r.provider === 'built-in' ? 'default' : 'primary'}
            label={`Provider: ${r.provider}`}
          />
          <Chip size="small" label={`Model: ${r.model}`} />
          <Chip size="small" label={`Tokens: ${r.usage.inputTokens} in / ${r.usage.outputTokens} out`} />
          <Chip size="small" label={`Latency: ${r.latencyMs} ms`} />
          <Chip size="small" label={`Cost: ${r.costUsd === null ? 'unknown' : usd(r.costUsd)}`} />
        </Box>
      )}
      {state.error && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            state.error.retryable && onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                Try again
              </Button>
            ) : undefined
          }
        >
          {state.error.message}
          {state.error.errors
            .filter((e) => e !== state.error?.message)
            .map((e) => (
              <Box key={e} component="span" sx={{ display: 'block' }}>
                {e}
              </Box>
            ))}
        </Alert>
      )}
    </Box>
  );
};
