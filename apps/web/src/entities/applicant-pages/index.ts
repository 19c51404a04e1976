/** The applicant tracker and the applicant page, one implementation for both applicant kinds. */
export { ApplicantDetail, DetailField, DetailSection } from './applicant-detail';
export { ApplicantTracker, type ApplicantTrackerView } from './applicant-tracker';
