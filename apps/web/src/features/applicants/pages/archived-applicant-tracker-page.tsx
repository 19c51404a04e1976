import { ApplicantTracker } from './applicant-tracker-page';

export default function ArchivedApplicantTrackerPage() {
  return <ApplicantTracker archived />;
}
