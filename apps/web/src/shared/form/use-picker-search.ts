import type { AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import { useState } from 'react';
import { useDebounced } from '../hooks/use-debounced';

/**
 * What a search-as-you-type picker asks the API for: the typed text, trimmed, a quarter second
 * after the last key (cleared with the field), not each keystroke.
 */
export const usePickerSearch = () => {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 250);
  const onInputChange = (_e: unknown, value: string, reason: AutocompleteInputChangeReason) => {
    if (reason === 'input') setInput(value);
    if (reason === 'clear') setInput('');
  };
  return { search, onInputChange };
};
