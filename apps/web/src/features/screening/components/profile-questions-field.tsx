import type { TScreeningKind } from '@ats/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormOrderedList, FormSection } from '../../../shared/form';
import { type ContentItem, useListContentInfiniteQuery } from '../api';

interface Props {
  /** The question kind the profile orders. */
  memberKind: TScreeningKind;
  /** The question's text as the candidate reads it. */
  textOf: (q: ContentItem) => string;
  /** A short line under the picker (type, timing…). */
  detailOf: (q: ContentItem) => string;
}

const QuestionPicker = ({ index, memberKind, textOf, detailOf }: Props & { index: number }) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: `questions.${index}` });
  const chosen = useWatch({ control, name: 'questions' }) as ContentItem[];
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const { data, isFetching } = useListContentInfiniteQuery({
    kind: memberKind,
    query: { search: deferred || undefined, limit: 20 },
  });
  const taken = new Set(chosen.map((q) => q?.id).filter((id) => id && id !== field.value?.id));
  const options = (data?.pages.flatMap((p) => p.items) ?? []).filter((q) => !taken.has(q.id));
  const value = field.value?.id ? (field.value as ContentItem) : null;
  const error = fieldState.error as { message?: string; id?: { message?: string } } | undefined;
  return (
    <>
      <Autocomplete
        options={options}
        value={value}
        loading={isFetching}
        filterOptions={(o) => o}
        getOptionLabel={textOf}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_e, v, reason) => reason === 'input' && setSearch(v)}
        onChange={(_e, v) => field.onChange(v ?? { id: '' })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={`Question ${index + 1}`}
            placeholder="Search questions"
            error={Boolean(error)}
            helperText={error?.id?.message ?? error?.message}
            inputRef={field.ref}
          />
        )}
      />
      {value && (
        <Typography variant="caption" color="text.secondary">
          {detailOf(value)}
        </Typography>
      )}
    </>
  );
};

/** A profile's questions: pick each from the library, order them by drag or keyboard. */
export const ProfileQuestionsSection = (p: Props) => (
  <FormSection
    title="Questions"
    description="Pick questions from the library; drag, use the arrows, or Alt+↑/↓ to order them."
  >
    <div className="full">
      <ProfileQuestionsField {...p} />
    </div>
  </FormSection>
);

const ProfileQuestionsField = (p: Props) => (
  <FormOrderedList
    name="questions"
    label="Questions, in the order the candidate answers them"
    addLabel="Add question"
    newItem={() => ({ id: '' })}
    itemLabel={(i) => `Question ${i + 1}`}
    min={1}
    renderItem={(index) => <QuestionPicker index={index} {...p} />}
  />
);
