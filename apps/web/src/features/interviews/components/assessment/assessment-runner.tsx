import type { TCandidateAssessment } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateErrorOf } from '../../../../entities/candidate-pages/candidate-error';
import { LightDialog } from '../../../../shared/ui/light-dialog/light-dialog';
import { AssessmentStatusBar } from './assessment-status-bar';
import { LanguageSection } from './language-questions';
import { useAssessmentSession } from './use-assessment-session';
import { WritingTask } from './writing-task';

/** The started attempt: the status bar, then the sections or the writing task. */
export const AssessmentRunner = ({
  token,
  data,
  onSubmitted,
}: {
  token: string;
  data: TCandidateAssessment;
  onSubmitted: (after: TCandidateAssessment) => void;
}) => {
  const { t } = useTranslation('interviews');
  const content = data.content!;
  const s = useAssessmentSession(token, data, content.kind === 'writing');
  const [confirming, setConfirming] = useState(false);
  if (s.submitted) {
    onSubmitted(s.submitted);
    return null;
  }
  const unanswered =
    content.kind === 'language'
      ? content.sections.reduce(
          (n, sec) => n + sec.questions.filter((q) => s.answers[q.id] === undefined).length,
          0,
        )
      : 0;
  return (
    <>
      <AssessmentStatusBar
        secondsLeft={s.secondsLeft}
        saveState={s.saveState}
        onSubmit={() => setConfirming(true)}
        submitting={s.submitting}
      />
      {Boolean(s.submitError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {candidateErrorOf(s.submitError, t)}
        </Alert>
      )}
      {content.kind === 'language' ? (
        content.sections.map((section, i) => (
          <LanguageSection
            key={section.id}
            token={token}
            section={section}
            index={i}
            answers={s.answers}
            onAnswer={s.change.answer}
            audioPlays={data.audioPlays}
            spoken={data.spoken}
            language="en"
          />
        ))
      ) : (
        <WritingTask
          task={content.task}
          minWords={content.minWords}
          maxWords={content.maxWords}
          text={s.text}
          onChange={s.change.text}
          onPasteBlocked={s.change.pasteBlocked}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" size="large" onClick={() => setConfirming(true)} disabled={s.submitting}>
          {t('assessment.submitMine')}
        </Button>
      </Box>
      <LightDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('assessment.confirm.title')}
        actions={
          <>
            <Button onClick={() => setConfirming(false)}>{t('assessment.confirm.keep')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                setConfirming(false);
                void s.submit();
              }}
            >
              {t('assessment.confirm.submit')}
            </Button>
          </>
        }
      >
        <p>
          {unanswered ? `${t('assessment.confirm.unanswered', { count: unanswered })} ` : ''}
          {t('assessment.confirm.final')}
        </p>
      </LightDialog>
    </>
  );
};
