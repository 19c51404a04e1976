import { z } from 'zod';

/**
 * The screening steps a requisition's application flow uses; each optional, null means the step
 * is skipped. Spread into the requisition create, update and response schemas.
 */
export const REQUISITION_SCREENING_FIELDS = {
  qualificationQuestionProfileId: z.uuid().nullable().optional(),
  videoQuestionProfileId: z.uuid().nullable().optional(),
  resumeProfileId: z.uuid().nullable().optional(),
  typingTestId: z.uuid().nullable().optional(),
};
export const ZRequisitionScreening = z.object(REQUISITION_SCREENING_FIELDS);
export type TRequisitionScreening = z.infer<typeof ZRequisitionScreening>;

/** A requisition's screening steps, each one it does not use as null (the form's values, the audit's). */
export const screeningStepsOf = (r: TRequisitionScreening) => ({
  qualificationQuestionProfileId: r.qualificationQuestionProfileId ?? null,
  videoQuestionProfileId: r.videoQuestionProfileId ?? null,
  resumeProfileId: r.resumeProfileId ?? null,
  typingTestId: r.typingTestId ?? null,
});

/** Which screening kind each requisition field points at (for pickers and labels). */
export const REQUISITION_SCREENING_KINDS = {
  qualificationQuestionProfileId: 'qualification-question-profiles',
  videoQuestionProfileId: 'video-question-profiles',
  resumeProfileId: 'resume-profiles',
  typingTestId: 'typing-tests',
} as const;
