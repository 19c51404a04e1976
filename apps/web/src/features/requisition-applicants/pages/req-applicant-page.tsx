import { COUNTRIES, labelOf } from '@ats/contract';
import Archive from '@mui/icons-material/Archive';
import Send from '@mui/icons-material/Send';
import Unarchive from '@mui/icons-material/Unarchive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  ApplicantInterviews,
  ApplicantTimeline,
  SendInterviewDialog,
  StatusChip,
  StatusDialog,
} from '../../../entities/applicants';
import { CandidateActivity, CandidateApplications, CandidateDuplicates } from '../../../entities/candidates';
import { HistoryPanel } from '../../../entities/history';
import { NotesPanel } from '../../../entities/notes';
import { ApplicantWorkspacePanels } from '../../../entities/scheduling';
import { ApplicantTags } from '../../../entities/tags';
import { errorMessageOf } from '../../../shared/api-error';
import { useBreadcrumbName } from '../../../shared/breadcrumbs/breadcrumb-name';
import { formatDateTime } from '../../../shared/format/format';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
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

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5 }}>
    <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
      gap: { xs: 0, sm: 1 },
      py: 0.5,
    }}
  >
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {children || '—'}
    </Typography>
  </Box>
);

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
  const [statusOpen, setStatusOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const canEdit = useCan('req-applicant-tracker', 'edit');
  const canDelete = useCan('req-applicant-tracker', 'delete');
  const canUnarchive = useCan('archived-items', 'edit');

  if (isLoading) return <DetailSkeleton height={200} />;
  if (error || !a)
    return (
      <DetailLoadError
        error={error}
        noun="applicant"
        backTo={
          archived ? '/archived-items/req-applicant-tracker' : '/talent-discovery/req-applicant-tracker'
        }
      />
    );

  const doArchive = async () => {
    try {
      await archive({ ids: [a.id] }).unwrap();
      notify('Applicant archived', { onUndo: () => void unarchive({ ids: [a.id] }) });
      navigate('/talent-discovery/req-applicant-tracker');
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const doUnarchive = async () => {
    try {
      await unarchive({ ids: [a.id] }).unwrap();
      notify('Applicant unarchived');
      navigate(`/talent-discovery/req-applicant-tracker/${a.id}`);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
          mb: 2,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1" component="h1">
            {name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <StatusChip status={a.status} reason={a.reason} completedAt={a.completedAt} />
            <Typography variant="body2" color="text.secondary">
              since {when(a.statusChangedAt)}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {archived ? (
            canUnarchive && (
              <Button variant="contained" startIcon={<Unarchive />} onClick={doUnarchive}>
                Unarchive
              </Button>
            )
          ) : (
            <>
              {canEdit && (
                <Button variant="contained" onClick={() => setStatusOpen(true)}>
                  Change status
                </Button>
              )}
              {canEdit && (
                <Button variant="outlined" startIcon={<Send />} onClick={() => setSendOpen(true)}>
                  Send interview
                </Button>
              )}
              {canEdit && (
                <Button variant="outlined" onClick={() => setDetailsOpen(true)}>
                  Edit details
                </Button>
              )}
              {canDelete && (
                <Button variant="outlined" startIcon={<Archive />} onClick={doArchive}>
                  Archive
                </Button>
              )}
            </>
          )}
        </Box>
      </Box>
      {archived && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This applicant is archived: it appears in no list or export until it is unarchived.
        </Alert>
      )}
      {!archived && <CandidateRequests applicantId={a.id} />}
      <CandidateDuplicates
        kind="requisition"
        applicantId={a.id}
        items={a.possibleDuplicates}
        canMerge={canEdit}
      />
      <Box sx={{ mb: 2, maxWidth: 720 }}>
        <ApplicantTags applicantKind="requisition" applicantId={a.id} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="Profile">
            <Field label="Email">{a.email && <Link href={`mailto:${a.email}`}>{a.email}</Link>}</Field>
            <Field label="Phone">{a.phone}</Field>
            <Field label="Address">{a.address}</Field>
            <Field label="Country">{labelOf(COUNTRIES, a.country)}</Field>
            <Field label="Applied">{when(a.createdAt)}</Field>
            <Field label="Completed">{a.completedAt ? when(a.completedAt) : 'Not completed'}</Field>
            {a.notes && <Field label="Notes">{a.notes}</Field>}
          </Section>
          <Section title="Requisition">
            <Field label="Requisition">
              <Link component={RouterLink} to={`/talent-discovery/requisitions/${a.requisition.id}`}>
                {a.requisition.requisitionUid} · {a.requisition.name}
              </Link>
            </Field>
            <Field label="Job title">{a.requisition.jobTitle}</Field>
            <Field label="Line of business">{a.requisition.lob.name}</Field>
          </Section>
          <Section title="Qualification answers">
            <QualificationAnswers view={a} />
          </Section>
          <Section title="Resume">
            {a.resume ? (
              <Link href={a.resume.url} target="_blank" rel="noopener">
                Download {a.resume.fileName}
              </Link>
            ) : (
              <Typography color="text.secondary">No resume uploaded.</Typography>
            )}
          </Section>
          <CandidateApplications kind="requisition" applicantId={a.id} />
          <CandidateActivity kind="requisition" applicantId={a.id} />
          <NotesPanel applicantKind="requisition" applicantId={a.id} />
          <ApplicantWorkspacePanels
            kind="requisition"
            applicantId={a.id}
            candidateName={name ?? 'Applicant'}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title="Interviews">
            <ApplicantInterviews
              applicantId={a.id}
              applicantKind="requisition"
              name={name ?? 'Applicant'}
              canSend={false}
            />
          </Section>
          <Section title="Timeline">
            <ApplicantTimeline entries={a.timeline} />
          </Section>
          <HistoryPanel entityType="requisition-applicant" entityId={a.id} />
        </Box>
      </Box>
      {sendOpen && (
        <SendInterviewDialog
          recipients={[{ applicantId: a.id, applicantKind: 'requisition', name: name ?? 'Applicant' }]}
          onClose={() => setSendOpen(false)}
        />
      )}
      {detailsOpen && <ApplicantDetailsDialog applicant={a} onClose={() => setDetailsOpen(false)} />}
      {statusOpen && (
        <StatusDialog
          count={1}
          initial={{ status: a.status, reason: a.reason }}
          applicant={{ kind: 'requisition', id: a.id, name: name ?? 'Applicant' }}
          candidateEmail={{ recipient: { firstName: a.firstName, jobTitle: a.requisition.jobTitle } }}
          onClose={() => setStatusOpen(false)}
          onSubmit={async (v) => {
            await update({ id: a.id, body: v })
              .unwrap()
              .catch((e) => {
                throw new Error(errorMessageOf(e));
              });
            notify('Status changed');
          }}
        />
      )}
    </Box>
  );
};

export default function ReqApplicantPage() {
  return <RequisitionApplicantDetail archived={false} />;
}
