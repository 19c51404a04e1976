import { ASSESSMENT_AUTOSAVE_SECONDS, type TAssessmentSave, type TCandidateAssessment } from '@ats/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveAssessmentMutation, useSubmitAssessmentMutation } from '../../assessment-api';

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'offline';

/**
 * The running attempt: answers and text, the countdown from the server's time left, autosave
 * every few seconds (and when the tab is hidden), the integrity counts, and the final submit
 * (also when the time runs out). A reload resumes from the server's copy.
 */
export const useAssessmentSession = (token: string, data: TCandidateAssessment, trackIntegrity: boolean) => {
  const [answers, setAnswers] = useState<Record<string, number>>(data.saved.answers);
  const [text, setText] = useState(data.saved.text);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [submitted, setSubmitted] = useState<TCandidateAssessment | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const endsAt = useRef(Date.now() + (data.secondsLeft ?? data.timeLimitSeconds) * 1000);
  const [secondsLeft, setSecondsLeft] = useState(data.secondsLeft ?? data.timeLimitSeconds);
  const pending = useRef({ focusLost: 0, pasteBlocked: 0 });
  const dirty = useRef(false);
  const latest = useRef({ answers, text });
  latest.current = { answers, text };
  const [save] = useSaveAssessmentMutation();
  const [submitCall, submitState] = useSubmitAssessmentMutation();
  const finished = useRef(false);

  const body = useCallback((): TAssessmentSave => {
    const b = { ...latest.current, ...pending.current };
    pending.current = { focusLost: 0, pasteBlocked: 0 };
    return b;
  }, []);

  const flush = useCallback(async () => {
    if (finished.current || (!dirty.current && !pending.current.focusLost && !pending.current.pasteBlocked))
      return;
    dirty.current = false;
    setSaveState('saving');
    const b = body();
    try {
      const r = await save({ token, body: b }).unwrap();
      endsAt.current = Date.now() + r.secondsLeft * 1000;
      setSaveState(dirty.current ? 'unsaved' : 'saved');
    } catch {
      pending.current.focusLost += b.focusLost ?? 0;
      pending.current.pasteBlocked += b.pasteBlocked ?? 0;
      dirty.current = true;
      setSaveState('offline');
    }
  }, [save, token, body]);

  const submit = useCallback(async () => {
    if (finished.current) return;
    finished.current = true;
    try {
      setSubmitted(await submitCall({ token, body: body() }).unwrap());
    } catch (e) {
      finished.current = false;
      setSubmitError(e);
    }
  }, [submitCall, token, body]);

  const change = {
    answer: (questionId: string, option: number) => {
      dirty.current = true;
      setSaveState('unsaved');
      setAnswers((a) => ({ ...a, [questionId]: option }));
    },
    text: (value: string) => {
      dirty.current = true;
      setSaveState('unsaved');
      setText(value);
    },
    pasteBlocked: () => {
      pending.current.pasteBlocked += 1;
    },
  };

  useEffect(() => {
    const save = setInterval(() => void flush(), ASSESSMENT_AUTOSAVE_SECONDS * 1000);
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) void submit();
    }, 500);
    return () => {
      clearInterval(save);
      clearInterval(tick);
    };
  }, [flush, submit]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') {
        if (trackIntegrity) pending.current.focusLost += 1;
        void flush();
      }
    };
    const onBlur = () => {
      if (trackIntegrity && document.visibilityState === 'visible') pending.current.focusLost += 1;
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('blur', onBlur);
    };
  }, [flush, trackIntegrity]);

  return {
    answers,
    text,
    change,
    secondsLeft,
    saveState,
    flush,
    submit,
    submitting: submitState.isLoading,
    submitted,
    submitError,
  };
};
