import type {
  TApplicantKind,
  TApplicantStatus,
  TDeclineReason,
  TPossibleDuplicate,
  TStoredFile,
  TTimelineEntry,
} from '@ats/contract';
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
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
import { useCan } from '../../shared/permissions/use-can';
import { PageHeader } from '../../shared/ui/page-header';
import {
  ApplicantInterviews,
  ApplicantTimeline,
  SendInterviewDialog,
  type StatusChange,
  StatusChip,
  StatusDialog,
} from '../applicants';
import { CandidateActivity, CandidateApplications, CandidateDuplicates } from '../candidates';
import { DataExportPanel } from '../data-exports';
import { HistoryPanel } from '../history';
import { NotesPanel } from '../notes';
import { ApplicantWorkspacePanels } from '../scheduling';
import { ApplicantTags } from '../tags';

/** A titled card of the applicant page. */
export const DetailSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, minWidth: 0 }}>
    <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** One labelled value of a section ('—' when empty). */
export const DetailField = ({ label, children }: { label: string; children: ReactNode }) => (
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

/** What the page shows of an applicant of either kind. */
export interface DetailApplicant {
  id: string;
  status: TApplicantStatus;
  reason: TDeclineReason | null;
  completedAt?: string | null;
  possibleDuplicates: TPossibleDuplicate[];
  timeline: TTimelineEntry[];
  resume: TStoredFile | null;
}

/**
 * The applicant page of either kind (manual and requisition applicants): name and status with
 * the tracker's actions, duplicates, tags, the kind's profile and sections, resume, the
 * candidate's applications and activity, notes, scheduling, interviews, timeline and history.
 * The kind gives its profile fields (`profile`), its own sections (`sections`), what archiving
 * and unarchiving do, and how a status is saved.
 */
export const ApplicantDetail = (p: {
  kind: TApplicantKind;
  menuId: 'applicant-tracker' | 'req-applicant-tracker';
  historyEntity: 'applicant' | 'requisition-applicant';
  applicant: DetailApplicant;
  name: string;
  archived: boolean;
  /** When the status last changed, as text. */
  statusSince: string;
  onArchive: () => void;
  onUnarchive: () => void;
  onEditDetails: () => void;
  /** Saves a status change; answers the message to show. */
  onStatusChange: (v: StatusChange) => Promise<string>;
  /** The status email's recipient (requisition applicants). */
  statusEmail?: { recipient?: { firstName: string; jobTitle: string } };
  /** Above the duplicates (the requisition applicant's pending requests). */
  banner?: ReactNode;
  profile: ReactNode;
  /** The kind's sections, after the profile. */
  sections?: ReactNode;
  /** A button beside the candidate's applications (add to a requisition). */
  applicationsAction?: ReactNode;
  /** The kind's dialogs (edit details, add to a requisition). */
  children?: ReactNode;
}) => {
  const { applicant: a, kind, name, archived } = p;
  const [statusOpen, setStatusOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const canEdit = useCan(p.menuId, 'edit');
  const canDelete = useCan(p.menuId, 'delete');
  const canUnarchive = useCan('archived-items', 'edit');

  return (
    <Box>
      <PageHeader
        title={name}
        actions={
          archived ? (
            canUnarchive && (
              <Button variant="contained" startIcon={<Unarchive />} onClick={p.onUnarchive}>
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
                <Button variant="outlined" onClick={p.onEditDetails}>
                  Edit details
                </Button>
              )}
              {canDelete && (
                <Button variant="outlined" startIcon={<Archive />} onClick={p.onArchive}>
                  Archive
                </Button>
              )}
            </>
          )
        }
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
          <StatusChip status={a.status} reason={a.reason} completedAt={a.completedAt} />
          <Typography variant="body2" color="text.secondary">
            since {p.statusSince}
          </Typography>
        </Box>
      </PageHeader>
      {archived && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This applicant is archived: it appears in no list or export until it is unarchived.
        </Alert>
      )}
      {p.banner}
      <CandidateDuplicates kind={kind} applicantId={a.id} items={a.possibleDuplicates} canMerge={canEdit} />
      <Box sx={{ mb: 2, maxWidth: 720 }}>
        <ApplicantTags applicantKind={kind} applicantId={a.id} />
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
          <DetailSection title="Profile">{p.profile}</DetailSection>
          {p.sections}
          <DetailSection title="Resume">
            {a.resume ? (
              <Link href={a.resume.url} target="_blank" rel="noopener">
                Download {a.resume.fileName}
              </Link>
            ) : (
              <Typography color="text.secondary">No resume uploaded.</Typography>
            )}
          </DetailSection>
          <CandidateApplications kind={kind} applicantId={a.id} action={p.applicationsAction} />
          <CandidateActivity kind={kind} applicantId={a.id} />
          <NotesPanel applicantKind={kind} applicantId={a.id} />
          <ApplicantWorkspacePanels kind={kind} applicantId={a.id} candidateName={name} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DetailSection title="Interviews">
            <ApplicantInterviews applicantId={a.id} applicantKind={kind} name={name} canSend={false} />
          </DetailSection>
          <DetailSection title="Timeline">
            <ApplicantTimeline entries={a.timeline} />
          </DetailSection>
          <HistoryPanel entityType={p.historyEntity} entityId={a.id} />
          <DataExportPanel kind={kind} applicantId={a.id} />
        </Box>
      </Box>
      {sendOpen && (
        <SendInterviewDialog
          recipients={[{ applicantId: a.id, applicantKind: kind, name }]}
          onClose={() => setSendOpen(false)}
        />
      )}
      {p.children}
      {statusOpen && (
        <StatusDialog
          count={1}
          initial={{ status: a.status, reason: a.reason }}
          applicant={{ kind, id: a.id, name }}
          candidateEmail={p.statusEmail}
          onClose={() => setStatusOpen(false)}
          onSubmit={async (v) => {
            const message = await p.onStatusChange(v).catch((e) => {
              throw new Error(errorMessageOf(e));
            });
            notify(message);
          }}
        />
      )}
    </Box>
  );
};
