import type { TQualificationResponse } from '@ats/contract';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { LightButton } from '../../../shared/ui/light-button/light-button';
import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';
import { useSubmitQualificationMutation } from '../api';
import { FlowError, type StepProps } from './flow-state';

/** qualification-questions: the questions frozen for this application, all answered before sending. */
export const QuestionsStep = ({ state, onDone }: StepProps) => {
  const { t } = useTranslation();
  // The answers given before, when the step is revisited.
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(state.responses.map((r) => [r.questionId, r.answerId ?? r.text ?? ''])),
  );
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useSubmitQualificationMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const empty = new Set(
      state.questions.filter((q) => q.required && !answers[q.questionId]?.trim()).map((q) => q.questionId),
    );
    setMissing(empty);
    if (empty.size) return setFailure(t('errors.answerAll'));
    setFailure(null);
    const responses: TQualificationResponse[] = state.questions
      .filter((q) => answers[q.questionId])
      .map((q) =>
        q.type === 'multiple-choice'
          ? { questionId: q.questionId, answerId: answers[q.questionId] }
          : { questionId: q.questionId, text: answers[q.questionId] },
      );
    try {
      onDone(await send({ applicantId: state.applicantId, responses }).unwrap());
    } catch (err) {
      setFailure(candidateErrorOf(err, t));
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3 }}>
      <FlowError message={failure} />
      {state.questions.map((q, i) => {
        // The questions and answers are the recruiter's words (translate="no": not a message).
        const label = <span translate="no">{`${i + 1}. ${q.text}`}</span>;
        const invalid = missing.has(q.questionId);
        if (q.type === 'text-entry')
          return (
            <LightTextField
              key={q.questionId}
              label={label}
              required={q.required}
              value={answers[q.questionId] ?? ''}
              onChange={(e) => setAnswers({ ...answers, [q.questionId]: e.target.value.slice(0, 4000) })}
              error={invalid}
              helperText={invalid ? t('form.required') : undefined}
              multiline
              minRows={2}
              fullWidth
            />
          );
        return (
          <FormControl key={q.questionId} required={q.required} error={invalid}>
            <FormLabel id={`q-${q.questionId}`}>{label}</FormLabel>
            <RadioGroup
              aria-labelledby={`q-${q.questionId}`}
              name={q.questionId}
              value={answers[q.questionId] ?? ''}
              onChange={(e) => setAnswers({ ...answers, [q.questionId]: e.target.value })}
            >
              {q.answers.map((a) => (
                <FormControlLabel
                  key={a.id}
                  value={a.id}
                  control={<Radio />}
                  label={<span translate="no">{a.text}</span>}
                />
              ))}
            </RadioGroup>
            {invalid && <FormHelperText>{t('form.chooseOne')}</FormHelperText>}
          </FormControl>
        );
      })}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LightButton type="submit" look="contained" size="large" disabled={isLoading}>
          {t('common.saveContinue')}
        </LightButton>
      </Box>
    </Box>
  );
};
