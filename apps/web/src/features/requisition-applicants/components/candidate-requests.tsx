import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { formatDateTime } from '../../../shared/format/format';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { useApplicationStaffViewQuery, useEraseApplicationMutation } from '../candidate-requests-api';

/**
 * The candidate's deletion request (from the application status page), and the staff action that
 * carries it out: the applicant's personal data, answers, recordings and files are deleted; an
 * anonymised audit entry stays (docs/decisions.md, "Application flow").
 */
export const CandidateRequests = ({ applicantId }: { applicantId: string }) => {
  const { data } = useApplicationStaffViewQuery(applicantId);
  const canDelete = useCan('req-applicant-tracker', 'delete');
  const [erase, { isLoading }] = useEraseApplicationMutation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  if (!data?.deletionRequestedAt) return null;

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
      navigate('/talent-discovery/req-applicant-tracker');
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  return (
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
      The candidate asked for their data to be deleted on {formatDateTime(data.deletionRequestedAt)}{' '}
      (application {data.reference}).
    </Alert>
  );
};
