import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useLobOptionsQuery } from '../../../entities/lookups';

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
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'lobId', control });
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(t);
  }, [input]);
  const { data = [], isFetching } = useLobOptionsQuery({ search, active: true });
  const [picked, setPicked] = useState<LobChoice | null>(current);
  useEffect(() => setPicked(current), [current]);
  const found: LobChoice[] = data.filter((l) => allowSmallTeams || l.lineType !== 'small-teams');
  const options = picked && !found.some((o) => o.id === picked.id) ? [picked, ...found] : found;
  const value = field.value ? (options.find((o) => o.id === field.value) ?? null) : null;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_e, v) => {
        setPicked(v);
        field.onChange(v?.id ?? '');
      }}
      onInputChange={(_e, v, reason) => {
        if (reason === 'input') setInput(v);
        if (reason === 'clear') setInput('');
      }}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (o.clientName ? `${o.name} — ${o.clientName}` : o.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      noOptionsText={search ? 'No active line of business matches' : 'No active lines of business'}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label="Line of business"
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Type to search active lines'}
        />
      )}
    />
  );
};
