import {
  CLASS_REQUEST_TRANSITIONS,
  CLASS_REQUEST_TYPES,
  COUNTRIES,
  labelOf,
  type TClassRequest,
  type TClassRequestStatus,
  type TClassRequestVersion,
} from '@ats/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { HistoryPanel } from '../../../entities/history';
import { useLobOptionsQuery } from '../../../entities/lookups';
import { errorMessageOf } from '../../../shared/api-error';
import { useBreadcrumbName } from '../../../shared/breadcrumbs/breadcrumb-name';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useAcceptClassRequestMutation,
  useChangeClassRequestStatusMutation,
  useDeleteClassRequestMutation,
  useDeleteVersionMutation,
  useGetClassRequestQuery,
  useMarkVersionCurrentMutation,
} from '../api';
import { AcceptDialog } from '../components/accept-dialog';
import { ClassRequestDetails } from '../components/class-request-details';
import { ClassRequestEditForm } from '../components/class-request-edit-form';
import { ClassRequestStatusChip } from '../components/class-request-status-chip';
import { DeclineDialog } from '../components/decline-dialog';
import { VersionDiff } from '../components/version-diff';
import { VersionHistory } from '../components/version-history';

const LIST_PATH = '/talent-discovery/class-requests';

const Card = ({
  title,
  children,
  action,
  id,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  id?: string;
}) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h3" component="h2" id={id} sx={{ flex: 1 }}>
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Paper>
);

/** Status moves offered as buttons (accepting has its own dialog). */
const STATUS_BUTTONS: {
  to: Exclude<TClassRequestStatus, 'accepted'>;
  label: (from: TClassRequestStatus) => string;
}[] = [
  { to: 'in_review', label: (from) => (from === 'declined' ? 'Reopen' : 'Start review') },
  { to: 'new', label: () => 'Back to new' },
];

/** One class request: current version, history, side-by-side diff and the tracker actions. */
const ClassRequestPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { data: request, isLoading, error } = useGetClassRequestQuery(id);
  const lobs = useLobOptionsQuery(undefined);
  const canEdit = useCan('class-requests', 'edit');
  const canDelete = useCan('class-requests', 'delete');
  // Accepting creates a requisition, so it also needs that right (the server checks the line too).
  const canCreateRequisition = useCan('requisitions', 'edit');
  const [markCurrent, markState] = useMarkVersionCurrentMutation();
  const [deleteVersion, deleteVersionState] = useDeleteVersionMutation();
  const [deleteRequest] = useDeleteClassRequestMutation();
  const [changeStatus, statusState] = useChangeClassRequestStatusMutation();
  const [accept, acceptState] = useAcceptClassRequestMutation();
  const [editing, setEditing] = useState(false);
  // The editor stays mounted once opened (hidden when not editing): unmounting a builder clears
  // the page's breadcrumb name (shared/breadcrumbs), so it is hidden and reset instead.
  const [editorOpened, setEditorOpened] = useState(false);
  const resetEditor = useRef<(() => void) | null>(null);
  const [declining, setDeclining] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [compare, setCompare] = useState<{ left: string; right: string } | null>(null);
  useBreadcrumbName(request?.referenceNumber ?? (error ? 'Not found' : undefined));

  useEffect(() => {
    document.title = `${request?.referenceNumber ?? 'Class request'} · ATS`;
  }, [request?.referenceNumber]);

  const lobName = useMemo(() => {
    const names = new Map((lobs.data ?? []).map((l) => [l.id, l.name]));
    if (request?.lob) names.set(request.lob.id, request.lob.name);
    return (lobId: string) => names.get(lobId) ?? 'Unknown line of business';
  }, [lobs.data, request?.lob]);

  if (error)
    return (
      <Box>
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(error, 'This class request could not be loaded.')}
        </Alert>
        <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBack />}>
          Back to the tracker
        </Button>
      </Box>
    );
  if (isLoading || !request)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the class request">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );

  const editor = editorOpened && (
    <Box hidden={!editing}>
      <ClassRequestEditForm
        request={request}
        lobs={lobs.data ?? []}
        resetRef={resetEditor}
        onDone={() => {
          resetEditor.current?.();
          setEditing(false);
        }}
      />
    </Box>
  );

  const versions = request.versions;
  const shown = versions.find((v) => v.id === viewing) ?? request.current;
  const previous = versions.find((v) => !v.isCurrent) ?? request.current;
  const left = compare && versions.some((v) => v.id === compare.left) ? compare.left : previous.id;
  const right = compare && versions.some((v) => v.id === compare.right) ? compare.right : request.current.id;
  const frozen = request.status === 'accepted';
  const moves = CLASS_REQUEST_TRANSITIONS[request.status];

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  const onMarkCurrent = (v: TClassRequestVersion) =>
    run(async () => {
      await markCurrent({ classRequestId: request.id, id: v.id }).unwrap();
      setViewing(null);
    }, `Version ${v.versionNumber} is now current`);

  const onDeleteVersion = async (v: TClassRequestVersion) => {
    const ok = await confirm({
      title: `Delete version ${v.versionNumber}?`,
      message: 'The snapshot is removed from the history. This cannot be undone.',
      confirmLabel: 'Delete version',
      destructive: true,
    });
    if (ok)
      await run(async () => {
        await deleteVersion({ id: request.id, versionId: v.id }).unwrap();
        if (viewing === v.id) setViewing(null);
      }, `Version ${v.versionNumber} deleted`);
  };

  const onDeleteRequest = async () => {
    const ok = await confirm({
      title: `Delete ${request.referenceNumber}?`,
      message: 'The request and all its versions are removed. This cannot be undone.',
      confirmLabel: 'Delete request',
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteRequest(request.id).unwrap();
      notify(`${request.referenceNumber} deleted`);
      navigate(LIST_PATH);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  const onAccept = async (body: { lobId: string; name: string }) => {
    try {
      const accepted: TClassRequest = await accept({ id: request.id, body }).unwrap();
      setAccepting(false);
      notify(`Draft requisition ${accepted.requisition?.requisitionUid ?? ''} created`);
    } catch {
      // shown in the dialog
    }
  };

  return (
    <Stack spacing={2}>
      {editor}
      {!editing && (
        <>
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { md: 'flex-start' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {request.referenceNumber} · {labelOf(CLASS_REQUEST_TYPES, request.type)} request
              </Typography>
              <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {request.positionTitle}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
                <ClassRequestStatusChip status={request.status} size="medium" />
                <Chip
                  variant="outlined"
                  label={`${request.company} · ${labelOf(COUNTRIES, request.country)}`}
                />
                <Chip
                  variant="outlined"
                  label={`${request.headcount} seat${request.headcount === 1 ? '' : 's'}`}
                />
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {canEdit && !frozen && (
                <Button
                  variant="outlined"
                  startIcon={<EditOutlined />}
                  onClick={() => {
                    setEditorOpened(true);
                    setEditing(true);
                  }}
                >
                  Edit
                </Button>
              )}
              {canEdit &&
                STATUS_BUTTONS.filter((b) => moves.includes(b.to)).map((b) => (
                  <Button
                    key={b.to}
                    variant="outlined"
                    disabled={statusState.isLoading}
                    onClick={() =>
                      run(
                        () => changeStatus({ id: request.id, body: { status: b.to } }).unwrap(),
                        'Status changed',
                      )
                    }
                  >
                    {b.label(request.status)}
                  </Button>
                ))}
              {canEdit && moves.includes('declined') && (
                <Button variant="outlined" color="error" onClick={() => setDeclining(true)}>
                  Decline
                </Button>
              )}
              {canEdit && canCreateRequisition && moves.includes('accepted') && (
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<AssignmentTurnedIn />}
                  onClick={() => setAccepting(true)}
                >
                  Accept into requisition
                </Button>
              )}
              {canDelete && (
                <Button color="error" startIcon={<DeleteOutlined />} onClick={onDeleteRequest}>
                  Delete
                </Button>
              )}
            </Box>
          </Box>

          {request.status === 'declined' && request.statusReason && (
            <Alert severity="warning">Declined: {request.statusReason}</Alert>
          )}
          {request.requisition && (
            <Alert severity="success">
              Accepted into requisition{' '}
              <Link
                component={RouterLink}
                to={`/talent-discovery/requisitions/${request.requisition.id}`}
                sx={{ fontWeight: 700 }}
              >
                {request.requisition.requisitionUid} · {request.requisition.name}
              </Link>
              . The request can no longer be edited.
            </Alert>
          )}

          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <Card
              id="shown-version-title"
              title={
                shown.isCurrent
                  ? `Current version (v${shown.versionNumber})`
                  : `Version ${shown.versionNumber}`
              }
              action={
                !shown.isCurrent && (
                  <Button size="small" onClick={() => setViewing(null)}>
                    Show current
                  </Button>
                )
              }
            >
              {!shown.isCurrent && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  You are looking at an older version. The tracker shows version{' '}
                  {request.current.versionNumber}.
                </Alert>
              )}
              <ClassRequestDetails content={shown.content} lobName={lobName} />
            </Card>
            <Card
              id="history-title"
              title={`History (${versions.length} version${versions.length === 1 ? '' : 's'})`}
            >
              <VersionHistory
                versions={versions}
                viewing={shown.id}
                onView={setViewing}
                onCompare={(vid) => {
                  setCompare({
                    left: vid === request.current.id ? previous.id : vid,
                    right: request.current.id,
                  });
                  document
                    .getElementById('compare-title')
                    ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
                onMarkCurrent={canEdit && !frozen ? onMarkCurrent : undefined}
                onDelete={canDelete ? onDeleteVersion : undefined}
                busy={markState.isLoading || deleteVersionState.isLoading}
              />
            </Card>
          </Box>

          <Card id="compare-title" title="Compare versions">
            {versions.length < 2 ? (
              <Typography color="text.secondary">
                There is only one version so far. Editing the request adds a new one.
              </Typography>
            ) : (
              <VersionDiff
                versions={versions}
                left={left}
                right={right}
                onLeft={(l) => setCompare({ left: l, right })}
                onRight={(r) => setCompare({ left, right: r })}
                lobName={lobName}
              />
            )}
          </Card>

          <HistoryPanel entityType="class_request" entityId={request.id} />
          <DeclineDialog
            key={declining ? 'open' : 'closed'}
            open={declining}
            busy={statusState.isLoading}
            onClose={() => setDeclining(false)}
            onDecline={(reason) =>
              run(async () => {
                await changeStatus({ id: request.id, body: { status: 'declined', reason } }).unwrap();
                setDeclining(false);
              }, 'Request declined')
            }
          />
          {accepting && (
            <AcceptDialog
              request={request}
              lobs={lobs.data ?? []}
              open
              busy={acceptState.isLoading}
              error={acceptState.error}
              onClose={() => {
                setAccepting(false);
                acceptState.reset();
              }}
              onAccept={onAccept}
            />
          )}
        </>
      )}
    </Stack>
  );
};
export default ClassRequestPage;
