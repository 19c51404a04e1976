import type { TScreeningUsage } from '@ats/contract';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** "Used by" count with the names on hover; "Not used" otherwise. */
export const UsedBy = ({ usedBy }: { usedBy: TScreeningUsage[] }) =>
  usedBy.length ? (
    <Tooltip title={usedBy.map((u) => u.name).join(', ')}>
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        label={`${usedBy.length} ${usedBy.length === 1 ? 'use' : 'uses'}`}
      />
    </Tooltip>
  ) : (
    <Chip size="small" variant="outlined" label="Not used" />
  );
