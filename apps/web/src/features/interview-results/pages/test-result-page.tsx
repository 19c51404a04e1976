import { staffPath, TEST_RESULT_KINDS } from '@ats/contract';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { useBreadcrumbName } from '../../../shared/breadcrumbs/breadcrumb-name';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { DetailLoadError, DetailSkeleton } from '../../../shared/ui/detail-state';
import {
  useArchiveTestResultsMutation,
  useUnarchiveTestResultsMutation,
  useViewTestResultQuery,
} from '../api';
import { fmtDateTime } from '../components/format';
import { ResultBody } from '../components/result-body';
import { ResultColumns, ResultHeader } from '../components/result-header';
import { Field, Section } from '../components/section';
import { VideoTestAnswer } from '../components/video/video-test-answer';
import { useResultPermissions } from '../hooks/use-result-permissions';
import { useResultRoute } from '../hooks/use-result-route';
import { testResultCrumb } from '../result-crumbs';
import { resultPaths } from '../result-kinds';

/** One test result (a pilot of the content by email): the same result view as applicants get. */
export default function TestResultPage() {
  const { id = '' } = useParams();
  const { kind, archived } = useResultRoute();
  const perms = useResultPermissions(kind);
  const navigate = useNavigate();
  const {
    data: t,
    isLoading,
    error,
  } = useViewTestResultQuery({ kind: kind.testKind, id, archived }, { skip: !perms.viewTests });
  useBreadcrumbName(t ? testResultCrumb(t) : undefined, { archived });
  const [archiveTests] = useArchiveTestResultsMutation();
  const [unarchiveTests] = useUnarchiveTestResultsMutation();
  const paths = resultPaths(kind.slug);

  if (!perms.viewTests) return <Alert severity="warning">Your role cannot view these test results.</Alert>;
  if (isLoading) return <DetailSkeleton />;
  if (error || !t) return <DetailLoadError error={error} noun="test result" backTo={paths.tests(archived)} />;

  const ids = { kind: kind.testKind, ids: [t.id] };
  const doArchive = async () => {
    try {
      await archiveTests(ids).unwrap();
      notify('Test result archived', { onUndo: () => void unarchiveTests(ids) });
      navigate(paths.tests(false));
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const doUnarchive = async () => {
    try {
      await unarchiveTests(ids).unwrap();
      notify('Test result unarchived');
      navigate(`${paths.tests(false)}/${t.id}`);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const content = TEST_RESULT_KINDS[kind.testKind].contentKind;

  return (
    <Box>
      <ResultHeader
        archivedNote={
          archived
            ? 'This test result is archived: it appears in no list or export until it is unarchived.'
            : undefined
        }
        title={testResultCrumb(t)}
        phase={t.phase}
        outcome={t.outcome}
        subtitle={`${TEST_RESULT_KINDS[kind.testKind].label} · ${t.referenceName || 'N/A'}`}
        actions={
          archived
            ? perms.unarchiveTests && (
                <Button variant="contained" startIcon={<Unarchive />} onClick={doUnarchive}>
                  Unarchive
                </Button>
              )
            : perms.archiveTests && (
                <Button variant="outlined" startIcon={<Archive />} onClick={doArchive}>
                  Archive
                </Button>
              )
        }
      />
      <ResultColumns>
        {kind.testKind === 'video-question' ? (
          <VideoTestAnswer id={t.id} />
        ) : (
          <ResultBody result={t.result} phase={t.phase} />
        )}
        <Section title="Details">
          <Field label="Email">
            <Link href={`mailto:${t.email}`}>{t.email}</Link>
          </Field>
          <Field label="Test">
            {t.referenceName ? (
              <Link
                component={RouterLink}
                to={staffPath('screeningItem', { kind: content, contentId: t.referenceId })}
              >
                {t.referenceName}
              </Link>
            ) : (
              'N/A'
            )}
          </Field>
          <Field label="Started">{fmtDateTime(t.startedAt ?? t.createdAt)}</Field>
          <Field label="Submitted">{fmtDateTime(t.submittedAt)}</Field>
          <Field label="Link expires">{fmtDateTime(t.expiresAt)}</Field>
        </Section>
      </ResultColumns>
    </Box>
  );
}
