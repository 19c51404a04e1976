import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { usePickerSearch } from '../../shared/form/use-picker-search';
import { useInterviewVideoQuestionsQuery, type VideoQuestionChoice } from '../interviews';
import { usePickField } from './send-link-fields';

/** Picks video questions, in the order the candidate will answer them (one group per applicant). */
export const VideoQuestionsPicker = ({ name }: { name: string }) => {
  const { value, onChange, error, inputRef } = usePickField<VideoQuestionChoice[]>(name);
  const { search, onInputChange } = usePickerSearch();
  const { data = [], isFetching, isError } = useInterviewVideoQuestionsQuery(search);
  const options = [...value, ...data.filter((o) => !value.some((v) => v.id === o.id))];
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_e, v) => onChange(v)}
      onInputChange={onInputChange}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.question}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      noOptionsText={
        search ? 'No video question matches' : 'No video questions yet: build one under Video Questions'
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label="Video questions (in order)"
          required
          error={Boolean(error) || isError}
          helperText={
            error ||
            (isError ? 'The video questions could not be loaded' : 'The candidate answers them in this order')
          }
        />
      )}
    />
  );
};
