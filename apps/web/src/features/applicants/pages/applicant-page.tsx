import { APPLICANT_SOURCES, COUNTRIES, EDUCATION_LEVELS, labelOf } from '@ats/contract';
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
import { useNavigate, useParams } from 'react-router';
import {
  ApplicantInterviews,
  ApplicantTimeline,
  SendInterviewDialog,
  StatusChip,
  StatusDialog,
} from '../../../entities/applicants';
import {
  AddToRequisitionDialog,
  CandidateActivity,
  CandidateApplications,
  CandidateDuplicates,
} from '../../../entities/candidates';
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
  useApplicantsStatusMutation,
  useArchiveApplicantsMutation,
  useGetApplicantQuery,
  useUnarchiveApplicantsMutation,
} from '../api';
import { ApplicantDialog } from '../components/applicant-dialog';

const LIST_PATH = '/talent-discovery/applicant-tracker';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, minWidth: 0 }}>
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
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {children || '—'}
    </Typography>
  </Box>
);

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
  const [statusOpen, setStatusOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const canEdit = useCan('applicant-tracker', 'edit');
  const canDelete = useCan('applicant-tracker', 'delete');
  const canUnarchive = useCan('archived-items', 'edit');
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
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <StatusChip status={a.status} reason={a.reason} />
            <Typography variant="body2" color="text.secondary">
              since {formatDateTime(a.statusChangedAt)}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {a.archived ? (
            canUnarchive && (
              <Button
                variant="contained"
                startIcon={<Unarchive />}
                onClick={() => void run(() => unarchive({ ids: [a.id] }).unwrap())}
              >
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
                <Button variant="outlined" onClick={() => setEditOpen(true)}>
                  Edit details
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="outlined"
                  startIcon={<Archive />}
                  onClick={() =>
                    void run(
                      () => archive({ ids: [a.id] }).unwrap(),
                      () => navigate(LIST_PATH),
                    )
                  }
                >
                  Archive
                </Button>
              )}
            </>
          )}
        </Box>
      </Box>
      {a.archived && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This applicant is archived: it appears in no list or export until it is unarchived.
        </Alert>
      )}
      <CandidateDuplicates kind="manual" applicantId={a.id} items={a.possibleDuplicates} canMerge={canEdit} />
      <Box sx={{ mb: 2, maxWidth: 720 }}>
        <ApplicantTags applicantKind="manual" applicantId={a.id} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title="Profile">
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
          </Section>
          <CandidateApplications
            kind="manual"
            applicantId={a.id}
            action={
              canAddToRequisition &&
              !a.archived && (
                <Button size="small" variant="outlined" onClick={() => setAddOpen(true)}>
                  Add to requisition
                </Button>
              )
            }
          />
          <CandidateActivity kind="manual" applicantId={a.id} />
          <Section title="Resume">
            {a.resume ? (
              <Link href={a.resume.url} target="_blank" rel="noopener">
                Download {a.resume.fileName}
              </Link>
            ) : (
              <Typography color="text.secondary">No resume uploaded.</Typography>
            )}
          </Section>
          <NotesPanel applicantKind="manual" applicantId={a.id} />
          <ApplicantWorkspacePanels kind="manual" applicantId={a.id} candidateName={name ?? 'Applicant'} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title="Interviews">
            <ApplicantInterviews
              applicantId={a.id}
              applicantKind="manual"
              name={name ?? 'Applicant'}
              canSend={false}
            />
          </Section>
          <Section title="Timeline">
            <ApplicantTimeline entries={a.timeline} />
          </Section>
          <HistoryPanel entityType="applicant" entityId={a.id} />
        </Box>
      </Box>
      {sendOpen && (
        <SendInterviewDialog
          recipients={[{ applicantId: a.id, applicantKind: 'manual', name: name ?? 'Applicant' }]}
          onClose={() => setSendOpen(false)}
        />
      )}
      {addOpen && (
        <AddToRequisitionDialog
          applicantId={a.id}
          name={name ?? 'Applicant'}
          onClose={() => setAddOpen(false)}
        />
      )}
      {editOpen && <ApplicantDialog applicantId={a.id} onClose={() => setEditOpen(false)} />}
      {statusOpen && (
        <StatusDialog
          count={1}
          initial={{ status: a.status, reason: a.reason }}
          applicant={{ kind: 'manual', id: a.id, name: name ?? 'Applicant' }}
          onClose={() => setStatusOpen(false)}
          onSubmit={async (v) => {
            const r = await setStatus({ ids: [a.id], status: v.status, reason: v.reason })
              .unwrap()
              .catch((e) => {
                throw new Error(errorMessageOf(e));
              });
            notify(r.message);
          }}
        />
      )}
    </Box>
  );
}
