// What other modules may use of "screening"; everything else in this folder is its own.

export { preScreen } from './common/pre-screening';
export { seedScreeningDemo } from './common/screening.seed';
export { SCREENING_MODULES } from './common/screening-modules';
export { missingScreeningReferences } from './common/usage.repo';
export { qualificationQuestionProfilesRepo } from './qualification-question-profiles/qualification-question-profiles.repo';
export { resumeProfilesRepo } from './resume-profiles/resume-profiles.repo';
export { videoQuestionProfilesRepo } from './video-question-profiles/video-question-profiles.repo';
