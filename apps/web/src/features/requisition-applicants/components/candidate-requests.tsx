import { STAFF_URLS } from '@ats/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { formatDateTime } from '../../../shared/format/format';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { useApplicationStaffViewQuery, useEraseApplicationMutation } from '../candidate-requests-api';

/**
 * What the candidate asked of the recruiter through the application flow: accommodations (asked
 * before starting), and the deletion request (from the application status page) with the staff
 * action that carries it out: the applicant's personal data, answers, recordings and files are
 * deleted; an anonymised audit entry stays (docs/decisions/application-flow.md#withdrawal-and-deletion-requests).
 */
export const CandidateRequests = ({ applicantId }: { applicantId: string }) => {
  const { data } = useApplicationStaffViewQuery(applicantId);
  const canDelete = useCan('req-applicant-tracker', 'delete');
  const [erase, { isLoading }] = useEraseApplicationMutation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  if (!data) return null;
  const accommodations = data.accommodations.trim() ? (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>The candidate asked for accommodations</AlertTitle>
      <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {data.accommodations}
      </Box>
    </Alert>
  ) : null;
  const { deletionRequestedAt } = data;
  if (!deletionRequestedAt) return accommodations;

  const carryOut = async () => {
    const ok = await confirm({
      title: 'Delete this candidate’s data?',
      message:
        'The personal data, answers, interviews, recordings and uploaded files of this application are deleted for good. An anonymised audit entry is kept.',
      confirmLabel: 'Delete data',
      destructive: true,
    });
    if (!ok) return;
    try {
      const r = await erase(applicantId).unwrap();
      notify(`Application ${r.reference}: personal data deleted (${r.filesDeleted} files)`);
      navigate(STAFF_URLS.reqApplicantTracker);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  return (
    <>
      {accommodations}
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          canDelete ? (
            <Button color="inherit" size="small" onClick={carryOut} disabled={isLoading}>
              Delete data
            </Button>
          ) : undefined
        }
      >
        The candidate asked for their data to be deleted on {formatDateTime(deletionRequestedAt)} (application{' '}
        {data.reference}).
      </Alert>
    </>
  );
};
