// What other modules may use of "application-resume-upload": its routes.
export { applicationResumeUploadRoutes } from './resume-upload.routes';
