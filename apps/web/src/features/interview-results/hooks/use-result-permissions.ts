import { type TApplicantKind, TEST_RESULT_KINDS } from '@ats/contract';
import { useCan } from '../../../shared/permissions/use-can';
import type { ResultKind } from '../result-kinds';

/**
 * What the role may do on a kind's results, mirroring the API's route access (a call the role
 * may not make would end the session, SPEC §8): results items carry `view` only; reviewing
 * (evaluate, retake, resend) needs edit on the applicant's tracker, archiving delete on a
 * tracker (test results: delete on the content), unarchiving Archived Items edit.
 */
export const useResultPermissions = (kind: ResultKind) => {
  const view = useCan(kind.menuItem);
  const viewTests = useCan(kind.testingMenuItem) || view;
  const editReq = useCan('req-applicant-tracker', 'edit');
  const editManual = useCan('applicant-tracker', 'edit');
  const deleteReq = useCan('req-applicant-tracker', 'delete');
  const deleteManual = useCan('applicant-tracker', 'delete');
  const deleteContent = useCan(TEST_RESULT_KINDS[kind.testKind].contentKind, 'delete');
  const unarchive = useCan('archived-items', 'edit');
  return {
    view,
    viewTests,
    review: (applicantKind: TApplicantKind) => (applicantKind === 'requisition' ? editReq : editManual),
    archive: deleteReq || deleteManual,
    unarchive,
    archiveTests: deleteContent,
    unarchiveTests: unarchive,
  };
};
