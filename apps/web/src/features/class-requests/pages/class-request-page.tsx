import type { TClassRequest, TClassRequestVersion } from '@ats/contract';
import { STAFF_URLS, staffPath } from '@ats/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { ClassRequestHeader } from '../components/class-request-header';
import { DeclineDialog } from '../components/decline-dialog';
import { RequestCard } from '../components/request-card';
import { VersionDiff } from '../components/version-diff';
import { VersionHistory } from '../components/version-history';

const LIST_PATH = STAFF_URLS.classRequests;

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
          <ClassRequestHeader
            request={request}
            statusBusy={statusState.isLoading}
            onEdit={() => {
              setEditorOpened(true);
              setEditing(true);
            }}
            onStatus={(to) =>
              run(() => changeStatus({ id: request.id, body: { status: to } }).unwrap(), 'Status changed')
            }
            onDecline={() => setDeclining(true)}
            onAccept={() => setAccepting(true)}
            onDelete={onDeleteRequest}
          />

          {request.status === 'declined' && request.statusReason && (
            <Alert severity="warning">Declined: {request.statusReason}</Alert>
          )}
          {request.requisition && (
            <Alert severity="success">
              Accepted into requisition{' '}
              <Link
                component={RouterLink}
                to={staffPath('requisition', { requisitionId: request.requisition.id })}
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
            <RequestCard
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
            </RequestCard>
            <RequestCard
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
            </RequestCard>
          </Box>

          <RequestCard id="compare-title" title="Compare versions">
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
          </RequestCard>

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
