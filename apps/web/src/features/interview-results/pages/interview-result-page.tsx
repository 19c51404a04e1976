import {
  INTERVIEW_MOVES,
  INTERVIEW_TYPES,
  labelOf,
  STAFF_URLS,
  staffPath,
  type TApplicantInterview,
  type TInterviewPhase,
} from '@ats/contract';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { useBreadcrumbName } from '../../../shared/breadcrumbs/breadcrumb-name';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { DetailLoadError, DetailSkeleton } from '../../../shared/ui/detail-state';
import {
  useAllowInterviewRetakeMutation,
  useArchiveInterviewResultsMutation,
  useEvaluateInterviewResultMutation,
  useResendInterviewMutation,
  useUnarchiveInterviewResultsMutation,
  useViewInterviewResultQuery,
} from '../api';
import { EvaluateDialog } from '../components/evaluate-dialog';
import { fmtDateTime } from '../components/format';
import { ResultBody } from '../components/result-body';
import { ResultColumns, ResultHeader } from '../components/result-header';
import { OverrideDialog } from '../components/resume/override-dialog';
import { Field, Section } from '../components/section';
import { VideoReviewPanel } from '../components/video/video-review-panel';
import { useResultPermissions } from '../hooks/use-result-permissions';
import { useResultRoute } from '../hooks/use-result-route';
import { interviewCrumb } from '../result-crumbs';
import { resultPaths } from '../result-kinds';
import { useOverrideResumeVerdictMutation } from '../resume-api';

const can = (phase: TInterviewPhase, moves: readonly TInterviewPhase[]) => moves.includes(phase);

const applicantHref = (i: TApplicantInterview) =>
  i.applicantKind === 'requisition'
    ? staffPath('reqApplicant', { id: i.applicantId })
    : `${STAFF_URLS.applicantTracker}?search=${encodeURIComponent(i.applicantEmail || i.applicantName)}`;

/** One applicant interview: its result (typing: figures, chart, replay), lifecycle and actions. */
export default function InterviewResultPage() {
  const { id = '' } = useParams();
  const { kind, archived } = useResultRoute();
  const perms = useResultPermissions(kind);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { data: i, isLoading, error } = useViewInterviewResultQuery({ id, archived }, { skip: !perms.view });
  useBreadcrumbName(i ? interviewCrumb(i) : undefined, { archived });
  const [evaluate] = useEvaluateInterviewResultMutation();
  const [allowRetake, retaking] = useAllowInterviewRetakeMutation();
  const [resend, resending] = useResendInterviewMutation();
  const [archive] = useArchiveInterviewResultsMutation();
  const [unarchive] = useUnarchiveInterviewResultsMutation();
  const [evaluating, setEvaluating] = useState(false);
  const [overriding, setOverriding] = useState(false);
  const [override] = useOverrideResumeVerdictMutation();
  const paths = resultPaths(kind.slug);

  if (!perms.view) return <Alert severity="warning">Your role cannot view {kind.title.toLowerCase()}.</Alert>;
  if (isLoading) return <DetailSkeleton />;
  if (error || !i) return <DetailLoadError error={error} noun="result" backTo={paths.interviews(archived)} />;

  const run = async (what: () => Promise<{ message?: string } | unknown>, done: string) => {
    try {
      await what();
      notify(done);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const doArchive = async () => {
    try {
      await archive({ ids: [i.id] }).unwrap();
      notify('Result archived', { onUndo: () => void unarchive({ ids: [i.id] }) });
      navigate(paths.interviews(false));
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const doUnarchive = async () => {
    try {
      await unarchive({ ids: [i.id] }).unwrap();
      notify('Result unarchived');
      navigate(`${paths.interviews(false)}/${i.id}`);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const review = perms.review(i.applicantKind);
  const canRetake =
    !i.retakeIssued &&
    i.retakeOfId === null &&
    i.groupId === null &&
    can(i.phase, ['submitted', 'evaluated', 'abandoned']);

  const actions = archived ? (
    perms.unarchive && (
      <Button variant="contained" startIcon={<Unarchive />} onClick={doUnarchive}>
        Unarchive
      </Button>
    )
  ) : (
    <>
      {review && i.result?.kind === 'resume-profile' && (
        <Button variant="contained" onClick={() => setOverriding(true)}>
          Override
        </Button>
      )}
      {review &&
        !['video-question', 'resume-profile'].includes(i.type) &&
        can(i.phase, INTERVIEW_MOVES.evaluate) && (
          <Button variant="contained" onClick={() => setEvaluating(true)}>
            {i.phase === 'evaluated' && i.evaluatedByName ? 'Re-evaluate' : 'Evaluate'}
          </Button>
        )}
      {review && canRetake && (
        <Button
          variant="outlined"
          disabled={retaking.isLoading}
          onClick={async () => {
            const ok = await confirm({
              title: 'Allow a retake?',
              message: `${i.applicantName || 'The applicant'} gets a new link for one more attempt; both attempts are kept.`,
              confirmLabel: 'Allow retake',
            });
            if (ok) await run(() => allowRetake(i.id).unwrap(), 'Retake allowed: a new link was emailed');
          }}
        >
          Allow retake
        </Button>
      )}
      {review && can(i.phase, INTERVIEW_MOVES.resend) && (
        <Button
          variant="outlined"
          disabled={resending.isLoading}
          onClick={() =>
            run(() => resend(i.id).unwrap(), 'A new link was emailed; the old one no longer works')
          }
        >
          Resend link
        </Button>
      )}
      {perms.archive && (
        <Button variant="outlined" startIcon={<Archive />} onClick={doArchive}>
          Archive
        </Button>
      )}
    </>
  );

  return (
    <Box>
      <ResultHeader
        archivedNote={
          archived
            ? 'This result is archived: it appears in no list or export until it is unarchived.'
            : undefined
        }
        title={interviewCrumb(i)}
        phase={i.phase}
        outcome={i.outcome}
        subtitle={`${labelOf(INTERVIEW_TYPES, i.type)} · ${i.referenceName || 'deleted content'} · attempt ${i.attempt}`}
        actions={actions}
      />
      <ResultColumns>
        {i.type === 'video-question' && i.groupId ? (
          <VideoReviewPanel groupId={i.groupId} archived={archived} canRate={review} />
        ) : (
          <ResultBody result={i.result} phase={i.phase} />
        )}
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title="Details">
            <Field label="Applicant">
              <Link component={RouterLink} to={applicantHref(i)}>
                {i.applicantName || i.applicantEmail}
              </Link>
            </Field>
            <Field label="Email">{i.applicantEmail || '—'}</Field>
            <Field label="Requisition">
              {i.requisition ? `${i.requisition.requisitionUid} · ${i.requisition.name}` : 'Manual applicant'}
            </Field>
            <Field label="Line of business">{i.lob?.name ?? '—'}</Field>
            <Field label="Sent">{fmtDateTime(i.sentAt)}</Field>
            <Field label="Started">{fmtDateTime(i.startedAt)}</Field>
            <Field label="Submitted">{fmtDateTime(i.submittedAt)}</Field>
            {i.abandonedAt && <Field label="Abandoned">{fmtDateTime(i.abandonedAt)}</Field>}
            <Field label="Link expires">{fmtDateTime(i.expiresAt)}</Field>
            <Field label="Evaluated">
              {i.evaluatedAt
                ? `${fmtDateTime(i.evaluatedAt)}${i.evaluatedByName ? ` by ${i.evaluatedByName}` : ' (scored by the server)'}`
                : '—'}
            </Field>
          </Section>
          {i.reviewNotes && (
            <Section title="Review notes">
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {i.reviewNotes}
              </Typography>
            </Section>
          )}
          {i.attempts.length > 1 && (
            <Section title="Attempts">
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {i.attempts.map((a) => (
                  <li key={a.id}>
                    {a.id === i.id ? (
                      <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                        Attempt {a.attempt} (this one)
                      </Typography>
                    ) : (
                      <Link component={RouterLink} to={`${paths.interviews(archived)}/${a.id}`}>
                        Attempt {a.attempt}
                      </Link>
                    )}{' '}
                    <Typography variant="body2" component="span" color="text.secondary">
                      · {a.status}
                      {a.score !== null && kind.score
                        ? ` · ${kind.score.format(a.score)} ${kind.score.header}`
                        : ''}
                      {a.outcome ? ` · ${a.outcome}` : ''}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Section>
          )}
        </Box>
      </ResultColumns>
      {overriding && (
        <OverrideDialog
          initial={i.outcome === 'passed' ? 'failed' : 'passed'}
          onClose={() => setOverriding(false)}
          onSubmit={async (body) => {
            await override({ id: i.id, body }).unwrap();
            notify('Verdict overridden');
          }}
        />
      )}
      {evaluating && (
        <EvaluateDialog
          initial={{
            outcome: i.outcome ?? (i.result?.outcome === 'failed' ? 'failed' : 'passed'),
            notes: i.reviewNotes,
          }}
          onClose={() => setEvaluating(false)}
          onSubmit={async (v) => {
            await evaluate({ id: i.id, body: v }).unwrap();
            notify('Result evaluated');
          }}
        />
      )}
    </Box>
  );
}
