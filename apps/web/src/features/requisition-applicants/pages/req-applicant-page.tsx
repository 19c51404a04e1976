import { COUNTRIES, labelOf, STAFF_URLS, staffPath } from '@ats/contract';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  ApplicantDetail,
  DetailField as Field,
  DetailSection as Section,
} from '../../../entities/applicant-pages';
import { errorMessageOf } from '../../../shared/api-error';
import { useBreadcrumbName } from '../../../shared/breadcrumbs/breadcrumb-name';
import { formatDateTime } from '../../../shared/format/format';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { DetailLoadError, DetailSkeleton } from '../../../shared/ui/detail-state';
import {
  useArchiveRequisitionApplicantsMutation,
  useUnarchiveRequisitionApplicantsMutation,
  useUpdateRequisitionApplicantMutation,
  useViewRequisitionApplicantQuery,
} from '../api';
import { ApplicantDetailsDialog } from '../components/applicant-details-dialog';
import { CandidateRequests } from '../components/candidate-requests';
import { QualificationAnswers } from '../components/qualification-answers';

const when = (iso: string | null) => formatDateTime(iso, '');

/** One requisition applicant: profile, requisition, answers, resume, timeline and status actions. */
export const RequisitionApplicantDetail = ({ archived }: { archived: boolean }) => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: a, isLoading, error } = useViewRequisitionApplicantQuery({ id, archived });
  const name = a ? `${a.firstName} ${a.lastName}`.trim() || 'Applicant' : undefined;
  useBreadcrumbName(name, { archived });
  const [update] = useUpdateRequisitionApplicantMutation();
  const [archive] = useArchiveRequisitionApplicantsMutation();
  const [unarchive] = useUnarchiveRequisitionApplicantsMutation();
  const [detailsOpen, setDetailsOpen] = useState(false);

  if (isLoading) return <DetailSkeleton height={200} />;
  if (error || !a)
    return (
      <DetailLoadError
        error={error}
        noun="applicant"
        backTo={archived ? STAFF_URLS.archivedReqApplicantTracker : STAFF_URLS.reqApplicantTracker}
      />
    );

  const doArchive = async () => {
    try {
      await archive({ ids: [a.id] }).unwrap();
      notify('Applicant archived', { onUndo: () => void unarchive({ ids: [a.id] }) });
      navigate(STAFF_URLS.reqApplicantTracker);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const doUnarchive = async () => {
    try {
      await unarchive({ ids: [a.id] }).unwrap();
      notify('Applicant unarchived');
      navigate(staffPath('reqApplicant', { id: a.id }));
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  return (
    <ApplicantDetail
      kind="requisition"
      menuId="req-applicant-tracker"
      historyEntity="requisition-applicant"
      applicant={a}
      name={name ?? 'Applicant'}
      archived={archived}
      statusSince={when(a.statusChangedAt)}
      onArchive={doArchive}
      onUnarchive={doUnarchive}
      onEditDetails={() => setDetailsOpen(true)}
      onStatusChange={async (v) => {
        await update({ id: a.id, body: v }).unwrap();
        return 'Status changed';
      }}
      statusEmail={{ recipient: { firstName: a.firstName, jobTitle: a.requisition.jobTitle } }}
      banner={!archived && <CandidateRequests applicantId={a.id} />}
      profile={
        <>
          <Field label="Email">{a.email && <Link href={`mailto:${a.email}`}>{a.email}</Link>}</Field>
          <Field label="Phone">{a.phone}</Field>
          <Field label="Address">{a.address}</Field>
          <Field label="Country">{labelOf(COUNTRIES, a.country)}</Field>
          <Field label="Applied">{when(a.createdAt)}</Field>
          <Field label="Completed">{a.completedAt ? when(a.completedAt) : 'Not completed'}</Field>
          {a.notes && <Field label="Notes">{a.notes}</Field>}
        </>
      }
      sections={
        <>
          <Section title="Requisition">
            <Field label="Requisition">
              <Link component={RouterLink} to={staffPath('requisition', { requisitionId: a.requisition.id })}>
                {a.requisition.requisitionUid} · {a.requisition.name}
              </Link>
            </Field>
            <Field label="Job title">{a.requisition.jobTitle}</Field>
            <Field label="Line of business">{a.requisition.lob.name}</Field>
          </Section>
          <Section title="Qualification answers">
            <QualificationAnswers view={a} />
          </Section>
        </>
      }
    >
      {detailsOpen && <ApplicantDetailsDialog applicant={a} onClose={() => setDetailsOpen(false)} />}
    </ApplicantDetail>
  );
};

export default function ReqApplicantPage() {
  return <RequisitionApplicantDetail archived={false} />;
}
