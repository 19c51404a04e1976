import { APPLICANT_SOURCES, COUNTRIES, EDUCATION_LEVELS, labelOf, STAFF_URLS } from '@ats/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApplicantDetail, DetailField as Field } from '../../../entities/applicant-pages';
import { AddToRequisitionDialog } from '../../../entities/candidates';
import { errorMessageOf } from '../../../shared/api-error';
import { useBreadcrumbName } from '../../../shared/breadcrumbs/breadcrumb-name';
import { formatDateTime } from '../../../shared/format/format';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { DetailLoadError, DetailSkeleton } from '../../../shared/ui/detail-state';
import {
  useApplicantsStatusMutation,
  useArchiveApplicantsMutation,
  useGetApplicantQuery,
  useUnarchiveApplicantsMutation,
} from '../api';
import { ApplicantDialog } from '../components/applicant-dialog';

const LIST_PATH = STAFF_URLS.applicantTracker;

/**
 * One manual applicant: profile, interviews and timeline with the same actions as the tracker
 * (issue 18, defect 10: manual applicant rows opened nothing).
 */
export default function ApplicantPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: a, isLoading, error } = useGetApplicantQuery(id);
  const name = a ? `${a.firstName} ${a.lastName}`.trim() || a.email || 'Applicant' : undefined;
  useBreadcrumbName(name, { archived: a?.archived });
  const [setStatus] = useApplicantsStatusMutation();
  const [archive] = useArchiveApplicantsMutation();
  const [unarchive] = useUnarchiveApplicantsMutation();
  const [editOpen, setEditOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const canAddToRequisition = useCan('req-applicant-tracker', 'edit');

  if (isLoading) return <DetailSkeleton height={200} />;
  if (error || !a) return <DetailLoadError error={error} noun="applicant" backTo={LIST_PATH} />;

  const run = async (action: () => Promise<{ message: string }>, after?: () => void) => {
    try {
      notify((await action()).message);
      after?.();
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  return (
    <ApplicantDetail
      kind="manual"
      menuId="applicant-tracker"
      historyEntity="applicant"
      applicant={a}
      name={name ?? 'Applicant'}
      archived={a.archived}
      statusSince={formatDateTime(a.statusChangedAt)}
      onArchive={() =>
        void run(
          () => archive({ ids: [a.id] }).unwrap(),
          () => navigate(LIST_PATH),
        )
      }
      onUnarchive={() => void run(() => unarchive({ ids: [a.id] }).unwrap())}
      onEditDetails={() => setEditOpen(true)}
      onStatusChange={async (v) =>
        (await setStatus({ ids: [a.id], status: v.status, reason: v.reason }).unwrap()).message
      }
      profile={
        <>
          <Field label="Email">{a.email && <Link href={`mailto:${a.email}`}>{a.email}</Link>}</Field>
          <Field label="Phone">{a.phone}</Field>
          <Field label="Address">{a.address}</Field>
          <Field label="Country">{a.country ? labelOf(COUNTRIES, a.country) : ''}</Field>
          <Field label="Source">{labelOf(APPLICANT_SOURCES, a.source)}</Field>
          <Field label="Line of business">{a.lob?.name}</Field>
          <Field label="Position">{a.position}</Field>
          <Field label="Education">
            {a.educationLevel ? labelOf(EDUCATION_LEVELS, a.educationLevel) : ''}
          </Field>
          <Field label="Experience">
            {a.yearsOfExperience === null
              ? ''
              : `${a.yearsOfExperience} year${a.yearsOfExperience === 1 ? '' : 's'}`}
          </Field>
          <Field label="Added">{formatDateTime(a.createdAt)}</Field>
          {a.notes && <Field label="Notes">{a.notes}</Field>}
        </>
      }
      applicationsAction={
        canAddToRequisition &&
        !a.archived && (
          <Button size="small" variant="outlined" onClick={() => setAddOpen(true)}>
            Add to requisition
          </Button>
        )
      }
    >
      {addOpen && (
        <AddToRequisitionDialog
          applicantId={a.id}
          name={name ?? 'Applicant'}
          onClose={() => setAddOpen(false)}
        />
      )}
      {editOpen && <ApplicantDialog applicantId={a.id} onClose={() => setEditOpen(false)} />}
    </ApplicantDetail>
  );
}
