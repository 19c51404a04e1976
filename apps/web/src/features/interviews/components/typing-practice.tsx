import { scoreTypingLog } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTypingSession } from '../hooks/use-typing-session';
import { TypingArea } from './typing-area';

interface Props {
  line: string;
  onStartTest: () => void;
  starting: boolean;
}

/** Practice is untimed; scoring it needs some limit past any practice. */
const PRACTICE_SECONDS = 3600;

const PracticeRun = ({ line, onDone }: { line: string; onDone: (accuracy: number | null) => void }) => {
  const session = useTypingSession({
    passage: line,
    onFinish: (log) => onDone(scoreTypingLog(line, log, PRACTICE_SECONDS).accuracy),
  });
  return <TypingArea session={session} label="Practice line" autoFocus />;
};

/** An untimed warm-up on one short line: nothing is recorded. */
export const TypingPractice = ({ line, onStartTest, starting }: Props) => {
  const [round, setRound] = useState(0);
  const [accuracy, setAccuracy] = useState<number | null | undefined>(undefined);
  const done = accuracy !== undefined;
  return (
    <Stack spacing={2}>
      <Typography>Practice: type this line. It is not timed and not recorded.</Typography>
      {!done && <PracticeRun key={round} line={line} onDone={setAccuracy} />}
      {done && (
        <Alert severity="success" role="status">
          Practice done{accuracy !== null ? ` with ${accuracy} % accuracy` : ''}. Ready when you are.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" size="large" onClick={onStartTest} disabled={starting}>
          {starting ? 'Getting the test ready…' : 'Start the test'}
        </Button>
        <Button
          variant="text"
          size="large"
          onClick={() => {
            setAccuracy(undefined);
            setRound((r) => r + 1);
          }}
        >
          Practise again
        </Button>
      </Stack>
    </Stack>
  );
};
