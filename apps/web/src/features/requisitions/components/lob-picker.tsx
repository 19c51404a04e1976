import { useEffect, useState } from 'react';
import { useLobOptionsQuery } from '../../../entities/lookups';
import { FormIdPicker } from '../../../shared/form/form-id-picker';
import { usePickerSearch } from '../../../shared/form/use-picker-search';

interface LobChoice {
  id: string;
  name: string;
  clientName?: string;
}

/**
 * The requisition's line of business, searched on the server (active lines only; small-teams
 * lines only for roles with small_teams). The current line stays selectable even if inactive.
 */
export const LobPicker = ({
  current,
  allowSmallTeams,
}: {
  current: LobChoice | null;
  allowSmallTeams: boolean;
}) => {
  const { search, onInputChange } = usePickerSearch();
  const { data = [], isFetching } = useLobOptionsQuery({ search, active: true });
  const [picked, setPicked] = useState<LobChoice | null>(current);
  useEffect(() => setPicked(current), [current]);
  const found: LobChoice[] = data.filter((l) => allowSmallTeams || l.lineType !== 'small-teams');
  return (
    <FormIdPicker
      name="lobId"
      label="Line of business"
      required
      helperText="Type to search active lines"
      found={found}
      loading={isFetching}
      picked={picked}
      onPick={setPicked}
      emptyValue=""
      onInputChange={onInputChange}
      getOptionLabel={(o) => (o.clientName ? `${o.name} — ${o.clientName}` : o.name)}
      noOptionsText={search ? 'No active line of business matches' : 'No active lines of business'}
    />
  );
};
