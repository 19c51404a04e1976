// What other modules may use of "notes"; everything else in this folder is its own.

export { reachSubject, TRACKER_OF } from './applicant-subject';
export { subjectColumns } from './applicant-subject.repo';
export { notesRoutes } from './notes.routes';
