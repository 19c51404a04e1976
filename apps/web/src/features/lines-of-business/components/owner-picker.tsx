import type { TLobOwnerOption } from '@ats/contract';
import { useState } from 'react';
import { FormIdPicker } from '../../../shared/form/form-id-picker';
import { useDebounced } from '../../../shared/hooks/use-debounced';
import { useLobOwnerOptionsQuery } from '../api';

/** Picks the owner (a user) by name or email; empty means none ("N/A"). */
export const OwnerPicker = ({
  name,
  initialOwner,
}: {
  name: string;
  initialOwner: TLobOwnerOption | null;
}) => {
  const [input, setInput] = useState('');
  const search = useDebounced(input, 250);
  const { data = [], isFetching } = useLobOwnerOptionsQuery(search);
  const [selected, setSelected] = useState<TLobOwnerOption | null>(initialOwner);
  return (
    <FormIdPicker
      name={name}
      label="Owner"
      helperText="Leave empty for none (shown as N/A)"
      found={data}
      loading={isFetching}
      picked={selected}
      onPick={setSelected}
      emptyValue={null}
      onInputChange={(_e, v, reason) => {
        if (reason === 'input') setInput(v);
      }}
      getOptionLabel={(o) => o.name}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.name} — {o.email}
        </li>
      )}
    />
  );
};
