import { qualificationQuestionProfilesRoutes } from '../qualification-question-profiles/qualification-question-profiles.routes';
import { qualificationQuestionsRoutes } from '../qualification-questions/qualification-questions.routes';
import { resumeProfilesRoutes } from '../resume-profiles/resume-profiles.routes';
import { typingTestsRoutes } from '../typing-tests/typing-tests.routes';
import { videoQuestionProfilesRoutes } from '../video-question-profiles/video-question-profiles.routes';
import { videoQuestionsRoutes } from '../video-questions/video-questions.routes';

/** The six screening content modules, registered together in `modules/index.ts`. */
export const SCREENING_MODULES = [
  qualificationQuestionsRoutes,
  qualificationQuestionProfilesRoutes,
  videoQuestionsRoutes,
  videoQuestionProfilesRoutes,
  typingTestsRoutes,
  resumeProfilesRoutes,
];
