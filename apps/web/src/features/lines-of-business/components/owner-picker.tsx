import type { TLobOwnerOption } from '@ats/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useLobOwnerOptionsQuery } from '../api';

/** Picks the owner (a user) by name or email; empty means none ("N/A"). */
export const OwnerPicker = ({
  name,
  initialOwner,
}: {
  name: string;
  initialOwner: TLobOwnerOption | null;
}) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(input), 250);
    return () => clearTimeout(t);
  }, [input]);
  const { data = [], isFetching } = useLobOwnerOptionsQuery(search);
  const [selected, setSelected] = useState<TLobOwnerOption | null>(initialOwner);
  const options = selected && !data.some((o) => o.id === selected.id) ? [selected, ...data] : data;
  return (
    <Autocomplete
      options={options}
      value={field.value ? (options.find((o) => o.id === field.value) ?? selected) : null}
      onChange={(_e, v) => {
        setSelected(v);
        field.onChange(v?.id ?? null);
      }}
      onInputChange={(_e, v, reason) => {
        if (reason === 'input') setInput(v);
      }}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.name} — {o.email}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label="Owner"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Leave empty for none (shown as N/A)'}
        />
      )}
    />
  );
};
