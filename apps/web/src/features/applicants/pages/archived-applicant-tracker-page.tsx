import { ManualApplicantTracker } from './applicant-tracker-page';

export default function ArchivedManualApplicantTrackerPage() {
  return <ManualApplicantTracker archived />;
}
