import { RequisitionApplicantTracker } from './req-applicant-tracker-page';

export default function ArchivedReqApplicantTrackerPage() {
  return <RequisitionApplicantTracker archived />;
}
