import type { TScreeningKind } from '@ats/contract';
import type { KindConfig } from './kind-config';
import { qualificationQuestionProfiles } from './qualification-question-profiles';
import { qualificationQuestions } from './qualification-questions';
import { resumeProfiles } from './resume-profiles';
import { typingTests } from './typing-tests';
import { videoQuestionProfiles } from './video-question-profiles';
import { videoQuestions } from './video-questions';

export const KIND_CONFIGS: Record<TScreeningKind, KindConfig> = {
  'qualification-questions': qualificationQuestions,
  'qualification-question-profiles': qualificationQuestionProfiles,
  'video-questions': videoQuestions,
  'video-question-profiles': videoQuestionProfiles,
  'typing-tests': typingTests,
  'resume-profiles': resumeProfiles,
};
export type { KindConfig };
