import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import { ExportButton } from '../../../shared/list';

/** The bulk actions of a results list: archive (or unarchive when archived) and export selected. */
export const ResultBulkActions = ({
  archived,
  canArchive,
  canUnarchive,
  onArchive,
  onUnarchive,
  exportPath,
  exportParams,
  exportFilename,
}: {
  archived: boolean;
  canArchive: boolean;
  canUnarchive: boolean;
  onArchive: () => void;
  onUnarchive: () => void;
  exportPath: string;
  exportParams: Record<string, string | number>;
  exportFilename: string;
}) => (
  <>
    {archived
      ? canUnarchive && (
          <Button size="small" variant="outlined" startIcon={<Unarchive />} onClick={onUnarchive}>
            Unarchive
          </Button>
        )
      : canArchive && (
          <Button size="small" variant="outlined" startIcon={<Archive />} onClick={onArchive}>
            Archive
          </Button>
        )}
    <ExportButton path={exportPath} params={exportParams} filename={exportFilename} />
  </>
);
