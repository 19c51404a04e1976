// What other modules may use of "resume-interviews"; everything else in this folder is its own.
export { resumeInterviewsRoutes } from './resume-interviews.routes';
