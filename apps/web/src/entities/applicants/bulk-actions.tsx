import Archive from '@mui/icons-material/Archive';
import Quiz from '@mui/icons-material/Quiz';
import Send from '@mui/icons-material/Send';
import Unarchive from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { errorMessageOf } from '../../shared/api-error';
import { notify, notifyAlert } from '../../shared/notify/notify';

export type BulkTrigger = (arg: { ids: string[] }) => { unwrap: () => Promise<{ message: string }> };

/**
 * Archive (with undo) and unarchive for an applicant tracker, given its two mutation triggers:
 * notifies the result, clears the selection on success, and alerts the error otherwise.
 */
export const useArchiveActions = (archive: BulkTrigger, unarchive: BulkTrigger) => {
  const doArchive = async (ids: string[], clear?: () => void) => {
    try {
      const r = await archive({ ids }).unwrap();
      clear?.();
      notify(r.message, { onUndo: () => void unarchive({ ids }) });
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  const doUnarchive = async (ids: string[], clear?: () => void) => {
    try {
      const r = await unarchive({ ids }).unwrap();
      clear?.();
      notify(r.message);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };
  return { doArchive, doUnarchive };
};

/**
 * The bulk actions of an applicant tracker: unarchive when archived; else status, send interview,
 * archive. Export is the list's one export control (it offers the selected rows too).
 */
export const ApplicantBulkActions = ({
  archived,
  canEdit,
  canDelete,
  canUnarchive,
  onChangeStatus,
  onArchive,
  onUnarchive,
  onSendInterview,
  onSendAssessment,
}: {
  archived: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canUnarchive: boolean;
  onChangeStatus: () => void;
  onArchive: () => void;
  onUnarchive: () => void;
  /** Opens "Send interview" for the selected applicants (needs edit). */
  onSendInterview?: () => void;
  /** Opens "Send assessment" (language or writing) for the selected applicants (needs edit). */
  onSendAssessment?: () => void;
}) =>
  archived ? (
    canUnarchive && (
      <Button size="small" variant="outlined" startIcon={<Unarchive />} onClick={onUnarchive}>
        Unarchive
      </Button>
    )
  ) : (
    <>
      {canEdit && (
        <Button size="small" variant="outlined" onClick={onChangeStatus}>
          Change status
        </Button>
      )}
      {canEdit && onSendInterview && (
        <Button size="small" variant="outlined" startIcon={<Send />} onClick={onSendInterview}>
          Send interview
        </Button>
      )}
      {canEdit && onSendAssessment && (
        <Button size="small" variant="outlined" startIcon={<Quiz />} onClick={onSendAssessment}>
          Send assessment
        </Button>
      )}
      {canDelete && (
        <Button size="small" variant="outlined" startIcon={<Archive />} onClick={onArchive}>
          Archive
        </Button>
      )}
    </>
  );

/** A row's Archive button (Unarchive when `archived`), labelled with the applicant's name. */
export const ArchiveRowButton = ({
  archived,
  name,
  onClick,
}: {
  archived: boolean;
  name: string;
  onClick: () => void;
}) => {
  const verb = archived ? 'Unarchive' : 'Archive';
  return (
    <Tooltip title={verb}>
      <IconButton aria-label={`${verb} ${name}`} onClick={onClick}>
        {archived ? <Unarchive fontSize="small" /> : <Archive fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
};
