import { scoreTypingLog } from '@ats/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightButton } from '../../../shared/ui/light-button/light-button';
import { useTypingSession } from '../hooks/use-typing-session';
import { TypingArea } from './typing-area';
import { TypingNotice } from './typing-notice';
import { useInterviewFormat } from './use-interview-format';

interface Props {
  line: string;
  onStartTest: () => void;
  starting: boolean;
}

/** Practice is untimed; scoring it needs some limit past any practice. */
const PRACTICE_SECONDS = 3600;

const PracticeRun = ({ line, onDone }: { line: string; onDone: (accuracy: number | null) => void }) => {
  const { t } = useTranslation('interviews');
  const session = useTypingSession({
    passage: line,
    onFinish: (log) => onDone(scoreTypingLog(line, log, PRACTICE_SECONDS).accuracy),
  });
  return <TypingArea session={session} label={t('typing.practice.label')} autoFocus />;
};

/** An untimed warm-up on one short line: nothing is recorded. */
export const TypingPractice = ({ line, onStartTest, starting }: Props) => {
  const { t } = useTranslation('interviews');
  const { percent } = useInterviewFormat();
  const [round, setRound] = useState(0);
  const [accuracy, setAccuracy] = useState<number | null | undefined>(undefined);
  const done = accuracy !== undefined;
  return (
    <Stack spacing={2}>
      <Typography>{t('typing.practice.intro')}</Typography>
      {!done && <PracticeRun key={round} line={line} onDone={setAccuracy} />}
      {done && (
        <TypingNotice severity="success">
          {accuracy !== null
            ? t('typing.practice.doneWithAccuracy', { accuracy: percent(accuracy) })
            : t('typing.practice.done')}
        </TypingNotice>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <LightButton type="button" look="contained" size="large" onClick={onStartTest} disabled={starting}>
          {t(starting ? 'typing.practice.starting' : 'typing.practice.start')}
        </LightButton>
        <LightButton
          type="button"
          look="text"
          size="large"
          onClick={() => {
            setAccuracy(undefined);
            setRound((r) => r + 1);
          }}
        >
          {t('typing.practice.again')}
        </LightButton>
      </Stack>
    </Stack>
  );
};
