import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../../../shared/ui/light-text-field/light-text-field';

const countWords = (s: string) => (s.match(/[A-Za-z\u00C0-\u024F]+(?:['\u2019][A-Za-z]+)*/g) ?? []).length;

/** The task and the answer box: pasting and dropping text are blocked (and counted). */
export const WritingTask = ({
  task,
  minWords,
  maxWords,
  text,
  onChange,
  onPasteBlocked,
}: {
  task: string;
  minWords: number;
  maxWords: number;
  text: string;
  onChange: (v: string) => void;
  onPasteBlocked: () => void;
}) => {
  const { t } = useTranslation('interviews');
  const [blocked, setBlocked] = useState(false);
  const words = countWords(text);
  const block = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    onPasteBlocked();
    setBlocked(true);
  };
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {t('assessment.writing.task')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', lineHeight: 1.7 }}
        // The task is what staff wrote: it stays as written (translate="no").
        translate="no"
      >
        {task}
      </Paper>
      {blocked && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          onClose={() => setBlocked(false)}
          closeText={t('assessment.writing.closePasteOff')}
        >
          {t('assessment.writing.pasteOff')}
        </Alert>
      )}
      <LightTextField
        label={t('assessment.writing.answer')}
        multiline
        minRows={10}
        fullWidth
        value={text}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{
          onPaste: block,
          onDrop: block,
          spellCheck: false,
          autoCorrect: 'off',
          autoCapitalize: 'sentences',
          'data-testid': 'writing-answer',
        }}
        helperText={t('assessment.writing.words', { count: words, min: minWords, max: maxWords })}
        error={words > maxWords}
      />
    </>
  );
};
