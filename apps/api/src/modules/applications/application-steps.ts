import {
  APPLICATION_STEPS,
  isEditableStep,
  type TApplicationStep,
  type TApplicationStepInfo,
  type TQualificationProfileSnapshot,
  type TResumeCriteria,
} from '@ats/contract';

/** What a requisition puts in its flow: the screening content behind each optional step. */
export interface FlowContent {
  resumeProfile: { criteria: TResumeCriteria } | null;
  qualification: TQualificationProfileSnapshot | null;
  videoQuestions: { thinkTimeSeconds: number; maxAnswerSeconds: number }[];
  typing: { durationSeconds: number } | null;
}

/** Knock-out rules pre-screening applies (rules only; an AI verdict never declines). */
const hasKnockouts = (c: Pick<FlowContent, 'resumeProfile' | 'qualification'>) =>
  Boolean(c.resumeProfile?.criteria.countries.length) ||
  Boolean(
    c.qualification?.onDisqualify === 'decline' &&
      c.qualification.questions.some((q) => q.answers.some((a) => !a.qualifying)),
  );

const minutesOf = (step: TApplicationStep, c: FlowContent) => {
  switch (step) {
    case 'instructions-reminders':
      return 1;
    case 'personal-info':
      return 3;
    case 'resume-profile':
      return 2;
    case 'qualification-questions':
      return Math.max(1, Math.ceil((c.qualification?.questions.length ?? 0) / 3));
    case 'pre-screening':
      return 1;
    case 'video-questions':
      return Math.ceil(
        c.videoQuestions.reduce((s, q) => s + q.thinkTimeSeconds + q.maxAnswerSeconds, 60) / 60,
      );
    case 'typing-assessment':
      return Math.ceil((c.typing?.durationSeconds ?? 0) / 60) + 2;
    default:
      return 0;
  }
};

/** Why a step is skipped for this content, or null when it runs. */
const skipOf = (step: TApplicationStep, c: FlowContent): TApplicationStepInfo['skipReason'] => {
  switch (step) {
    case 'resume-profile':
      return c.resumeProfile ? null : 'no-content';
    case 'qualification-questions':
      return c.qualification?.questions.length ? null : 'no-content';
    case 'pre-screening':
      return hasKnockouts(c) ? null : 'no-content';
    case 'video-questions':
      return c.videoQuestions.length ? null : 'no-content';
    case 'typing-assessment':
      return c.typing ? null : 'no-content';
    default:
      return null;
  }
};

/**
 * Each step's state: done when stamped, skipped when there is nothing to do, closed when the
 * application ended (knock-out, withdrawal), else pending. The first pending step is the next.
 * A done step of EDITABLE_STEPS stays editable until the application is sent or closed.
 */
export const stepsOf = (
  c: FlowContent,
  done: Record<string, string>,
  closed = false,
): TApplicationStepInfo[] =>
  APPLICATION_STEPS.map((step) => {
    const skipReason = skipOf(step, c);
    const state = done[step] ? 'done' : skipReason ? 'skipped' : closed ? 'closed' : 'pending';
    const editable = state === 'done' && !closed && !done.success && isEditableStep(step);
    return {
      step,
      state,
      skipReason: state === 'skipped' ? skipReason : null,
      minutes: minutesOf(step, c),
      editable,
    };
  });

export const nextStepOf = (steps: TApplicationStepInfo[]) =>
  steps.find((s) => s.state === 'pending')?.step ?? null;

export const totalMinutes = (steps: TApplicationStepInfo[]) =>
  steps.filter((s) => s.state !== 'skipped').reduce((sum, s) => sum + s.minutes, 0);
