// What other modules may use of "resume-parsing"; everything else in this folder is its own.
export { findRange, findSingle } from './dates';
export { fairnessCsv, fairnessReport } from './fairness';
export { PERSONAS } from './fixtures/personas';
export { fixtures, renderPdf, type Style } from './fixtures/render';
export { scoreResumes } from './fixtures/score';
export type { ParseProblem } from './parse-attempt';
export { setParseTimeout } from './parse-pool';
export { parseResumeFile, readResumeFile } from './parse-resume';
export { resumeParsingStreamingRoutes } from './resume-parsing-streaming.routes';
export { createResumeRefiner } from './resume-refine';
export { createResumeScreeningService, type ResumeScreeningService } from './resume-screening.service';
export { resumeTextLines, screenResume, WEIGHTS } from './screen-resume';
