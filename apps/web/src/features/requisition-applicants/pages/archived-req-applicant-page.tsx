import { RequisitionApplicantDetail } from './req-applicant-page';

export default function ArchivedReqApplicantPage() {
  return <RequisitionApplicantDetail archived />;
}
